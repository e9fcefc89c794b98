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
  NULL_TO_WRITE("no %s to write: got null"),

  /** Arguments: the resource's name, the id class's simple name, the field. */
  REST_DATA_PANACHE_FILTER(
      "REST Data Panache cannot filter %1$s by its %2$s field '%3$s': it ignores a filter of a type"
          + " it does not know and would answer every row. Fetch one row with GET .../{id}, or add a"
          + " resource method that takes @QueryParam(\"%3$s\") %2$s and queries by it."),

  /**
   * Arguments: the resource's name, the parameter, the association field, the target entity's
   * simple name, its id class's simple name, the target's id field.
   */
  REST_DATA_PANACHE_FOREIGN_KEY_FILTER(
      "REST Data Panache cannot filter %1$s by '%2$s': '%3$s' is a @ManyToOne to %4$s, keyed by"
          + " %5$s, and it filters only by ids of the types it knows, so it would ignore the"
          + " parameter and answer every row. Add a resource method that takes @QueryParam(\"%3$s\")"
          + " %5$s and queries by %3$s.%6$s.");

  private final String format;

  Message(String format) {
    this.format = format;
  }

  /** The full message, with the {@code [ObjectIdKey]} prefix. */
  String format(Object... arguments) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, arguments);
  }
}
