package dev.objectidkey.spring.data.jdbc;

import java.util.Locale;

/**
 * Every error message of {@code dev.objectidkey.spring.data.jdbc}, in one voice: {@code [ObjectIdKey] what is wrong; how to fix
 * it}, naming the offending type or property.
 */
enum Message {

  /** Arguments: the abstract type. */
  ABSTRACT_ID_TYPE(
      "cannot read a column into the abstract %s: declare the property with the generated id class"
          + " (such as OrderId), or resolve the type variable in the aggregate (class Order extends"
          + " BaseAggregate<OrderId>)"),

  /** Arguments: {@code Aggregate.property}, the id class's simple name. */
  MAPPED_AS_ENTITY(
      "Spring Data JDBC maps %s (%s) as an entity, not as a 12-byte column: its"
          + " JdbcCustomConversions has no converter for id classes. Return"
          + " ObjectIdJdbcConverters.converters() from userConverters() of your"
          + " AbstractJdbcConfiguration, or add them to the list of your JdbcCustomConversions bean"),

  /** Arguments: {@code Aggregate.property}, the property's name capitalized. */
  ID_NOT_SETTABLE(
      "cannot set a generated id on %s: it has no setter, no wither (with%s), and is not a"
          + " constructor parameter; add one of them, or declare the field non-final"),

  /** Arguments: {@code Aggregate.property}, why its type is not a generated id class. */
  NOT_AN_ID_CLASS(
      "cannot generate or read %s (%s): declare the @Id with the id class that"
          + " objectidkey-processor generates for an @ObjectIdKey type (such as OrderId), or with a"
          + " type variable that the aggregate resolves to one (class Order extends"
          + " BaseAggregate<OrderId>)"),

  /** Arguments: the aggregate's simple name, the id in hex, the property that turns the check off. */
  UPDATE_STORED_NOTHING(
      "save of %s %s stored nothing: its id was set, so Spring Data JDBC ran an UPDATE, and no row"
          + " has that id. Leave the id null before the first save (objectidkey generates it on"
          + " insert), or store a new aggregate with a preset id through"
          + " JdbcAggregateTemplate.insert. If your database counts only changed rows in an UPDATE"
          + " (MySQL's useAffectedRows=true, Vitess), set %s=false");

  private final String format;

  Message(String format) {
    this.format = format;
  }

  /** The full message, with the {@code [ObjectIdKey]} prefix. */
  String format(Object... arguments) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, arguments);
  }

  /** The message of {@code e}, an objectid-key error quoted inside another, without its prefix. */
  static String quoted(Exception e) {
    String message = String.valueOf(e.getMessage());
    return message.startsWith("[ObjectIdKey] ") ? message.substring(14) : message;
  }
}
