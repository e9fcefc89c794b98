package dev.objectidkey.processor;

import dev.objectidkey.ObjectIdFactory;
import java.io.IOException;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;

/** Writes the GraalVM reachability metadata of every id class of a compilation. */
final class NativeImageMetadataWriter {

  /**
   * GraalVM reachability metadata for the same classes: the runtime looks up their static
   * factories ({@link ObjectIdFactory#FACTORIES}) once, by method handle, which a native image
   * allows only for listed methods.
   */
  static final String NATIVE_IMAGE_REFLECTION =
      "META-INF/native-image/objectidkey-ids/reflect-config.json";

  /** The methods of {@link ObjectIdFactory#FACTORIES} as reflect-config.json entries. */
  private static final String FACTORY_METHODS_JSON =
      ObjectIdFactory.FACTORIES.stream()
          .map(
              method ->
                  "{\"name\": \""
                      + method.name()
                      + "\", \"parameterTypes\": ["
                      + method.parameterTypes().stream()
                          .map(type -> "\"" + type.getTypeName() + "\"")
                          .collect(Collectors.joining(", "))
                      + "]}")
          .collect(Collectors.joining(", "));

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
          .append(FACTORY_METHODS_JSON)
          .append("]}");
    }
    IdIndexWriter.writeResource(
        filer, NATIVE_IMAGE_REFLECTION, reflection.append("\n]\n").toString(), originating);
  }
}
