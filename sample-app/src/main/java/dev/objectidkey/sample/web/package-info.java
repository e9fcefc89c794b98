/**
 * The sample app's web page, the ObjectId tool, an adapter around the shop and the id tool: a
 * generator, a decoder and the shop's orders, served by the JDK's HTTP server on 127.0.0.1 only,
 * with JSON endpoints for the same results.
 */
package dev.objectidkey.sample.web;
