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
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Writes, for each {@code @ObjectIdKey} type, the sources that objectidkey-processor wrote for it
 * in an earlier compile, read back from disk first: the least that any processor with the same
 * output can cost (javac's second round and its bookkeeping of the new files).
 */
@SupportedAnnotationTypes("dev.objectidkey.ObjectIdKey")
final class FilerFloorProcessor extends AbstractProcessor {

  /** Each owner's generated sources: qualified type name to source text, by owner's name. */
  private final Map<String, Map<String, String>> byOwner = new HashMap<>();

  /** {@code sources} are named {@code <Owner>Id.java} and {@code <Owner>IdConverter.java}. */
  FilerFloorProcessor(List<Path> sources) throws IOException {
    for (Path source : sources) {
      String simpleName = source.getFileName().toString().replace(".java", "");
      String text = Files.readString(source);
      String packageName = text.substring("package ".length(), text.indexOf(';')) + ".";
      byOwner
          .computeIfAbsent(
              packageName + simpleName.substring(0, simpleName.indexOf("Id")),
              owner -> new HashMap<>())
          .put(packageName + simpleName, text);
    }
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
