package dev.objectidkey.spring;

import java.util.Locale;

/**
 * Every error message of {@code dev.objectidkey.spring}, in one voice: {@code [ObjectIdKey] what is wrong; how to fix
 * it}, naming the offending type or property.
 */
enum Message {

  /** Arguments: the abstract type. */
  ABSTRACT_ID_TYPE(
      "cannot convert text to the abstract %s: Spring found no concrete id class for this value;"
          + " declare the property, parameter or getter with the generated id class (such as"
          + " OwnerId), or resolve the type variable in the concrete class (class Owner extends"
          + " BaseEntity<OwnerId>)");

  private final String format;

  Message(String format) {
    this.format = format;
  }

  /** The full message, with the {@code [ObjectIdKey]} prefix. */
  String format(Object... arguments) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, arguments);
  }
}
