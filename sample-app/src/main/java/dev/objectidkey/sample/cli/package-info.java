/**
 * The sample application's commands, one class each, and the conversions from command-line text to
 * typed ids.
 */
package dev.objectidkey.sample.cli;
