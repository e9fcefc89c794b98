package dev.objectidkey.mongodb;

import java.util.Locale;

/**
 * Every error message of {@code objectidkey-mongodb}, in one voice: {@code [ObjectIdKey] what is wrong; how to fix
 * it}, naming the offending type or property.
 */
enum Message {

  /** Arguments: the field, the BSON value found, the id class's simple name. */
  NOT_AN_OBJECT_ID(
      "%s holds %s, but %s is stored as a BSON ObjectId (type 0x07); write it as an ObjectId"
          + " ({\"$oid\": \"…\"} in Extended JSON), for example with this codec");

  private final String format;

  Message(String format) {
    this.format = format;
  }

  /** The full message, with the {@code [ObjectIdKey]} prefix. */
  String format(Object... arguments) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, arguments);
  }
}
