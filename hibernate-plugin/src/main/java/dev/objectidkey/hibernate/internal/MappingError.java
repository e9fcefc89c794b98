package dev.objectidkey.hibernate.internal;

import java.util.Locale;
import org.hibernate.MappingException;

/**
 * Every error message of the plugin, in the processor's voice: {@code [ObjectIdKey] what is wrong;
 * how to fix it}, naming the attribute as {@code Entity.attribute}. The boot-time ones become a
 * {@link MappingException}; {@link #PRESET_ID}, {@link #CORRUPT_VALUE} and the {@code FUNCTION_} and
 * {@code POSTGRES_} ones are raised while running.
 */
enum MappingError {

  /** {@code @GeneratedObjectId} on an attribute whose type is not an id class. */
  NOT_AN_OBJECT_ID_TYPE(
      "%s is annotated @GeneratedObjectId but its type is %s, which is not an"
          + " ObjectId type; declare the attribute with an @ObjectIdKey id class (such as %s), or remove"
          + " @GeneratedObjectId"),

  /** {@code @GeneratedObjectId} on an attribute that is not the {@code @Id}. */
  NOT_ON_ID(
      "%s is annotated @GeneratedObjectId but is not the @Id; move @GeneratedObjectId to the"
          + " @Id attribute, or remove it"),

  /** {@code @GeneratedValue} on an ObjectId {@code @Id}: no strategy of it can make an ObjectId. */
  GENERATED_VALUE(
      "%s is an ObjectId id annotated @GeneratedValue(strategy = %s), which cannot"
          + " generate ObjectIds; replace @GeneratedValue with @GeneratedObjectId"),

  /** An ObjectId column with a length other than 12. */
  WRONG_LENGTH(
      "%s is an ObjectId column declared with length = %d, but an ObjectId is exactly"
          + " 12 bytes; remove the length from @Column, or set length = 12"),

  /** An ObjectId column whose columnDefinition is not a 12-byte binary type. */
  WRONG_COLUMN_DEFINITION(
      "%s is an ObjectId column declared with columnDefinition = \"%s\", which"
          + " is not a 12-byte binary type, so the database would change or reject the id's bytes;"
          + " remove columnDefinition (the plugin declares the column), or use binary(12) (bytea on"
          + " PostgreSQL, raw(12) on Oracle)"),

  /** An id class that no index lists, so Hibernate fell back to Java serialization. */
  NOT_REGISTERED(
      "%s has type %s, which has no ObjectId JavaType, so Hibernate would store it as a"
          + " Java-serialized blob: %s is listed in no "
          + IdTypeIndex.RESOURCE
          + " on the classpath;"
          + " compile its @ObjectIdKey owner with objectidkey-processor on the annotation processor path,"
          + " or add the line %s to src/main/resources/"
          + IdTypeIndex.RESOURCE),

  /** An ObjectId attribute whose mapping was overridden by an annotation. */
  OVERRIDDEN(
      "%s has type %s but is mapped %s; objectidkey-hibernate maps ObjectIds to BINARY(12)"
          + " itself: remove @Convert, @JavaType, @JdbcType and @JdbcTypeCode from the attribute"),

  /** The key of an {@code @Any} of an id type, remapped. */
  ANY_KEY_OVERRIDDEN(
      "%s has type %s but is mapped %s; objectidkey-hibernate maps ObjectIds to"
          + " BINARY(12) itself: remove @AnyKeyJdbcTypeCode, @AnyKeyJdbcType and @AnyKeyJavaType, and"
          + " keep @AnyKeyJavaClass(%s.class)"),

  /** An index line naming a class that is not an id class. */
  INDEX_NOT_AN_ID(
      "%s lists %s, which does not extend dev.objectidkey.AbstractObjectId; remove the" + " line"),

  /** An index line naming the base class of all ids, which is no id class itself. */
  INDEX_BASE_CLASS(
      "%s lists %s, the abstract base class of the id classes, which is no id class"
          + " itself; remove the line, and list generated id classes such as shop.OrderId"),

  /** An index line naming an id class without the generated factories. */
  INDEX_WITHOUT_FACTORY("%s lists %s, which is not a usable id class: %s"),

  /** An index that cannot be read. */
  INDEX_UNREADABLE("cannot read %s: %s"),

  /** A Hibernate ORM line older than the plugin supports. */
  UNSUPPORTED_HIBERNATE(
      "this is Hibernate ORM %s, but objectidkey-hibernate needs %s; upgrade"
          + " Hibernate (with Spring Boot: Boot 3.5 or later manages Hibernate 6.6)"),

  /** A Hibernate ORM line newer than the test suite covers: a warning, not an error. */
  UNTESTED_HIBERNATE(
      "this is Hibernate ORM %s, newer than objectidkey-hibernate is tested with"
          + " (%s); it should work, and a failure is worth reporting"),

  /** A query function of the plugin given an argument that is not an ObjectId. */
  FUNCTION_ARGUMENT(
      "%s(%s): the argument has type %s, but %s() takes an ObjectId; pass an"
          + " attribute of an @ObjectIdKey id class, such as %s(o.id)"),

  /** A query function of the plugin given no argument or more than one. */
  FUNCTION_ARGUMENT_COUNT(
      "%s() takes one ObjectId, but was given %d arguments; pass one id"
          + " attribute, such as %s(o.id)"),

  /** A query function of the plugin on a database that the plugin has no SQL for. */
  FUNCTION_DIALECT(
      "%s() has no SQL for %s; objectidkey-hibernate renders it on %s: compute it"
          + " in Java from the id (getTimestamp(), toHexString()), or report the database"),

  /** {@code max}/{@code min} of ids with a filter clause, on PostgreSQL. */
  POSTGRES_MIN_MAX(
      "%s(%s) with a %s clause is not supported on PostgreSQL: it has no %s(bytea),"
          + " so objectidkey-hibernate renders %s of an id as decode(%s(encode(id, 'hex')), 'hex'),"
          + " which takes no such clause; select the id with order by and limit instead"),

  /** A preset id while {@code allowAssigned} is off. */
  PRESET_ID(
      "%s was set to %s before persist, but @GeneratedObjectId generates it; leave the id"
          + " null, or declare @GeneratedObjectId(allowAssigned = true) to keep assigned ids"),

  /** A stored value that is not 12 bytes long. */
  CORRUPT_VALUE(
      "a column read as %s holds %d bytes (%s), but an ObjectId is exactly 12 bytes;"
          + " the value was written by other software, or the column is not BINARY(12)");

  private final String format;

  MappingError(String format) {
    this.format = format;
  }

  /** Returns the message for {@code args}, with the {@code [ObjectIdKey]} prefix. */
  String message(Object... args) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, args);
  }

  /** Returns a boot-time failure with the message for {@code args}. */
  MappingException exception(Object... args) {
    return new MappingException(message(args));
  }
}
