package dev.objectidkey.jakarta.rest;

import java.util.Locale;

/**
 * Every error message of {@code objectidkey-jakarta-rest}, in one voice: {@code [ObjectIdKey] what is wrong; how to fix
 * it}, naming the offending type or property.
 */
enum Message {

  /** Arguments: the id class's simple name. */
  NULL_TO_CONVERT("no %s to convert: got null"),

  /** Arguments: the id class's simple name. */
  NULL_TO_WRITE("no %s to write: got null");

  private final String format;

  Message(String format) {
    this.format = format;
  }

  /** The full message, with the {@code [ObjectIdKey]} prefix. */
  String format(Object... arguments) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, arguments);
  }
}
