/**
 * The sample application's entry point: a command-line shop on typed ObjectId keys.
 */
package dev.objectidkey.sample;
