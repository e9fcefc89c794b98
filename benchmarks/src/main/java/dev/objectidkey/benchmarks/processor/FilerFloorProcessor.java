package dev.objectidkey.benchmarks.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Writes, for each {@code @ObjectIdKey} type, the sources that objectidkey-processor wrote for it
 * in an earlier compile, read back from disk before javac starts: the least that any processor
 * with the same output can cost.
 */
final class FilerFloorProcessor extends AbstractProcessor {

  /** Each owner's generated sources: qualified type name to source text, by owner's name. */
  private final Map<String, Map<String, String>> byOwner = new HashMap<>();

  /**
   * @param sources the generated sources, named {@code <Owner>Id.java} and
   *     {@code <Owner>IdConverter.java} under their package directories
   */
  FilerFloorProcessor(List<Path> sources) {
    for (Path source : sources) {
      String file = source.getFileName().toString();
      String simpleName = file.substring(0, file.length() - ".java".length());
      String owner = simpleName.substring(0, simpleName.indexOf("Id"));
      String text;
      try {
        text = Files.readString(source);
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read " + source, e);
      }
      String packageName = text.substring("package ".length(), text.indexOf(';'));
      byOwner
          .computeIfAbsent(packageName + "." + owner, name -> new HashMap<>())
          .put(packageName + "." + simpleName, text);
    }
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("dev.objectidkey.ObjectIdKey");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (TypeElement annotation : annotations) {
      for (Element owner : round.getElementsAnnotatedWith(annotation)) {
        String name = ((TypeElement) owner).getQualifiedName().toString();
        Map<String, String> sources = byOwner.get(name);
        if (sources == null) {
          throw new IllegalStateException("No generated sources for " + name);
        }
        for (Map.Entry<String, String> source : sources.entrySet()) {
          try (Writer writer =
              processingEnv.getFiler().createSourceFile(source.getKey(), owner).openWriter()) {
            writer.write(source.getValue());
          } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + source.getKey(), e);
          }
        }
      }
    }
    return true;
  }
}
