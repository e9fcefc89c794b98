/**
 * What protects the sample rather than teaches the library, and what an application of your own
 * does not need: H2 file-lock waits and connect timeouts, messages kept to one visible line on a
 * terminal, and the checks on typed and imported text. The shop ({@code domain}, {@code shop})
 * never imports this package; the adapters ({@code cli}, {@code web}, {@code mongo}) do.
 */
package dev.objectidkey.sample.support;
