package dev.objectidkey.jooq;

import java.util.Locale;

/**
 * Every error message of objectidkey-jooq, in one voice: {@code [ObjectIdKey] what is wrong; how
 * to fix it}, naming the forcedType or column as jOOQ's configuration and schema spell it.
 */
enum Message {

  /** Arguments: the template as {@code <forcedType> with <userType>…</userType>}, an example. */
  TEMPLATE_PLACEHOLDER(
      "%s: expected {Entity} exactly once where the entity's name goes, such as %s"),

  /** Arguments: the template as {@code <forcedType> with <userType>…</userType>}, an example. */
  TEMPLATE_NOT_A_CLASS_NAME(
      "%s: expected a class name in the package of the @ObjectIdKey classes, such as %s"),

  /** Arguments: the template, the elements it also sets, "it" or "them". */
  TEMPLATE_SETS_MORE(
      "%s also sets %s; remove %s: objectidkey-jooq gives each id column its id class and"
          + " converter"),

  /** Arguments: the generator's simple name, an example userType. */
  NO_TEMPLATE(
      "%s found no <forcedType> whose <userType> holds {Entity}; add one to <database>"
          + "<forcedTypes>, such as <forcedType><userType>%s</userType><includeTypes>BINARY\\(12\\)"
          + "</includeTypes></forcedType>"),

  /** Arguments: the column, its SQL type's name, the column's name quoted as a regex. */
  ID_SIZED_UNMAPPED(
      "%s has the size of an ObjectId, but no <forcedType> matches it, so jOOQ would generate it as"
          + " byte[]; if it holds ids, make the <forcedType> with {Entity} match it; if not, map it"
          + " to bytes explicitly: <forcedType><name>%s</name><includeExpression>%s"
          + "</includeExpression></forcedType>"),

  /** Arguments: the template's userType, the schemata read. */
  TEMPLATE_UNUSED(
      "The <forcedType> with <userType>%s</userType> matches no column of the schemata read (%s);"
          + " check its <includeTypes> and <includeExpression> against the schema"),

  /** Arguments: the column, the template's userType. */
  NOT_BINARY(
      "%s matches the <forcedType> with <userType>%s</userType> but is not a binary column, and"
          + " ids are stored as 12 bytes; narrow that forcedType's <includeTypes> (such as"
          + " BINARY\\(12\\)) or <includeExpression>"),

  /** Arguments: the column, the template's userType, the column's length. */
  WRONG_LENGTH(
      "%s matches the <forcedType> with <userType>%s</userType> but holds %s bytes, and an"
          + " ObjectId 12; narrow that forcedType's <includeTypes> (such as BINARY\\(12\\)) or"
          + " <includeExpression>"),

  /** Arguments: the column, the columns on the way, joined with " -> ". */
  FOREIGN_KEY_CIRCLE(
      "The foreign keys from %1$s lead in a circle (%2$s -> %1$s) and reach no primary key; map"
          + " one of these columns with its own <forcedType>"),

  /** Arguments: the column, each id class with the foreign keys that lead to it. */
  FOREIGN_KEYS_DISAGREE(
      "%s is a foreign key to keys of different id classes (%s); choose its id class with a"
          + " <forcedType> of its own, listed before the one with {Entity}"),

  /** Arguments: the column, its table, the template's userType. */
  NO_CLASS_NAME(
      "%s is the primary key of %s, whose name makes no Java class name from %s; give it its id"
          + " class with a <forcedType> of its own, listed before the one with {Entity}"),

  /** Arguments: the column, the template's userType, the userType for an entity Order. */
  ID_CLASS_UNKNOWN(
      "%s matches the <forcedType> with <userType>%s</userType> but is neither a single-column"
          + " primary key nor a foreign key, so its id class is unknown; declare its foreign key, or"
          + " give it its id class with a <forcedType> of its own listed before the one with"
          + " {Entity} (<userType>%s</userType> and a <lambdaConverter> from ...::fromBytes to"
          + " ...::toByteArray), or leave it out with that forcedType's <excludeExpression>"),

  /** Arguments: the column, the referenced column. */
  REFERENCE_UNMAPPED(
      "%1$s references %2$s, which no <forcedType> maps to an id class; make the <forcedType> with"
          + " {Entity} match %2$s too");

  private final String format;

  Message(String format) {
    this.format = format;
  }

  /** The full message, with the {@code [ObjectIdKey]} prefix. */
  String format(Object... arguments) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, arguments);
  }
}
