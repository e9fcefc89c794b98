package dev.objectidkey.processor;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;

/**
 * Writes the GraalVM reachability metadata of every id class of a compilation ({@link #PATH}): a
 * native image lets code look up a method by reflection or method handle only if it is listed.
 */
final class NativeImageMetadataWriter {

  /** Where native-image finds it: any {@code META-INF/native-image/**} directory. */
  static final String PATH = "META-INF/native-image/objectidkey-ids/reflect-config.json";

  /**
   * A public static method of every generated id class that is called by reflection or method
   * handle.
   *
   * @param name its name
   * @param parameterTypes its parameter types, as {@code Class.getTypeName()} spells them
   */
  record ReflectedMethod(String name, List<String> parameterTypes) {

    String json() {
      return "{\"name\": \""
          + name
          + "\", \"parameterTypes\": ["
          + parameterTypes.stream()
              .map(type -> "\"" + type + "\"")
              .collect(Collectors.joining(", "))
          + "]}";
    }
  }

  /**
   * Every method of an id class that is looked up by name, and by whom. The processor's own list:
   * {@code NativeImageMetadataTest} checks it against the runtime and the frameworks.
   *
   * <ul>
   *   <li>{@code generate()}, {@code fromBytes(byte[])} and {@code parse(CharSequence)}: {@code
   *       dev.objectidkey.ObjectIdFactory}, by method handle, for the Hibernate plugin (the
   *       generator and the JavaType), the MapStruct mapping, the Spring and Jakarta REST
   *       converters and the BSON codec;
   *   <li>{@code valueOf(String)}: Spring's conversion service (a path variable or request
   *       parameter without objectidkey-spring), and Jackson, which reads an id through it;
   *   <li>{@code from(byte[])}: Spring's conversion service, through which Spring JDBC's row
   *       mappers read a BINARY(12) or bytea column.
   * </ul>
   */
  static final List<ReflectedMethod> METHODS =
      List.of(
          new ReflectedMethod("generate", List.of()),
          new ReflectedMethod("fromBytes", List.of("byte[]")),
          new ReflectedMethod("parse", List.of("java.lang.CharSequence")),
          new ReflectedMethod("valueOf", List.of("java.lang.String")),
          new ReflectedMethod("from", List.of("byte[]")));

  private static final String METHODS_JSON =
      METHODS.stream().map(ReflectedMethod::json).collect(Collectors.joining(", "));

  private final Filer filer;

  NativeImageMetadataWriter(Filer filer) {
    this.filer = filer;
  }

  /**
   * Writes the reflection metadata of the id classes {@code names}: all that {@link IdIndexWriter}
   * listed, so that both files name the same classes.
   */
  void write(Set<String> names, Element[] originating) throws IOException {
    StringBuilder reflection = new StringBuilder("[\n");
    for (String name : names) {
      reflection
          .append(reflection.length() > 2 ? ",\n" : "")
          .append("  {\"name\": \"")
          .append(name)
          .append("\", \"methods\": [")
          .append(METHODS_JSON)
          .append("]}");
    }
    IdIndexWriter.writeResource(filer, PATH, reflection.append("\n]\n").toString(), originating);
  }
}
