/**
 * The command line, an adapter around the shop ({@code shop}) and the id tool ({@code tool}): one
 * class per command, and the conversions from command-line text to typed ids.
 */
package dev.objectidkey.sample.cli;
