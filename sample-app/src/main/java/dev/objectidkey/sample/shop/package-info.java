/**
 * The shop's service, the code to read first with {@code domain}: it speaks only typed ids, so no
 * caller can mix up a customer's id and an order's, and it queries creation time as a range of ids.
 */
package dev.objectidkey.sample.shop;
