package dev.objectidkey.processor;

import java.util.Locale;
import javax.tools.Diagnostic.Kind;

/**
 * Every message the processor reports, in one place and one voice: its kind, and the text
 * {@code [ObjectIdKey] what is wrong; how to fix it}, naming the offending name or value.
 */
enum Message {

  /** Arguments: the element kind, the element's name. */
  CANNOT_OWN_AN_ID(
      "@ObjectIdKey is on %s %s, which cannot own an id; "
          + "put it on a class, record or interface"),

  /** Arguments: the name, the owner's package. */
  NAME_NOT_AN_IDENTIFIER(
      "name \"%s\" is not a valid Java identifier; "
          + "use a simple class name such as \"OrderId\" (the id class always goes in package %s)"),

  /** Arguments: the name, the name with Id appended. */
  NAME_IS_A_KEYWORD("name \"%s\" is a Java keyword; choose another, such as \"%s\""),

  /** Arguments: the generated class's qualified name, the owner's name. */
  NAME_CLASHES_WITH_TYPE(
      "%s already exists, so the id class for %s cannot be generated under "
          + "that name; choose another with @ObjectIdKey(name = \"...\") or rename the existing type"),

  /** Arguments: the generated class's qualified name, the other owner's name. */
  NAME_CLASHES_WITH_KEY(
      "%s is also the id class of %s; "
          + "give one of them another name with @ObjectIdKey(name = \"...\")"),

  /** Arguments: the id class's simple name. */
  HIBERNATE_WITHOUT_PLUGIN(
      "Hibernate is on the classpath but objectidkey-hibernate is not, so "
          + "Hibernate would store %s as a Java-serialized blob; add the dependency "
          + "dev.objectidkey:objectidkey-hibernate (or, if Hibernate never stores these ids, pass "
          + "-Aobjectidkey.requireHibernatePlugin=false)"),

  /** Arguments: the owner's simple name, the field's name, the id class's simple name. */
  METAMODEL_LOST_ATTRIBUTE(
      "%1$s_ has no attribute %2$s: a JPA metamodel generator (such as "
          + "hibernate-processor) ran in the same javac run as objectidkey-processor, before %3$s "
          + "existed, and dropped it; run objectidkey-processor first, alone, in its own compiler "
          + "execution with <proc>only</proc>, then compile with the metamodel generator (docs/processors.md: "
          + "\"JPA static metamodel and Jakarta Data\")"),

  /** Arguments: the owner's simple name, the field's name, the id class's simple name. */
  QUERYDSL_WRONG_PATH(
      "Q%1$s.%2$s is not a path of %3$s: Querydsl's annotation processor ran in "
          + "the same javac run as objectidkey-processor, before %3$s existed, and took it for a "
          + "number; run objectidkey-processor first, alone, in its own compiler execution with "
          + "<proc>only</proc>, then compile with Querydsl's processor (docs/processors.md: \"JPA static "
          + "metamodel and Jakarta Data\")"),

  /**
   * Arguments: the owner's simple name, the raw superclass's simple name, the id attribute as
   * {@code Base.field}, the id class's simple name.
   */
  RAW_GENERIC_ID_BASE(
      "%1$s extends %2$s without a type argument, so its id %3$s, declared with a type"
          + " variable, has no id class, and Hibernate refuses it at boot (\"has an unbound"
          + " type\"); give the base class the id class: class %1$s extends %2$s<%4$s>"),

  /** Arguments: the owner's name, the stack trace. */
  UNEXPECTED_FAILURE(
      "could not generate the id class for %s because of an unexpected error; "
          + "please report it with this stack trace:%n%s");

  private final Kind kind;
  private final String format;

  Message(String format) {
    this(Kind.ERROR, format);
  }

  Message(Kind kind, String format) {
    this.kind = kind;
    this.format = format;
  }

  /** How javac reports this message. */
  Kind kind() {
    return kind;
  }

  /** The full message, with the {@code [ObjectIdKey]} prefix. */
  String format(Object... arguments) {
    return "[ObjectIdKey] " + String.format(Locale.ROOT, format, arguments);
  }
}
