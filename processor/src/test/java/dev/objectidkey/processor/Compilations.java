package dev.objectidkey.processor;

import static com.google.testing.compile.Compiler.javac;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/** Runs the real javac with the processor over Java text, for compile-testing based tests. */
final class Compilations {
  private Compilations() {}

  static JavaFileObject source(String qualifiedName, String text) {
    return JavaFileObjects.forSourceString(qualifiedName, text);
  }

  /** Compiles with the processor, lint-strict, with the runtime, JPA and Jackson on the classpath. */
  static Compilation compile(JavaFileObject... sources) {
    return compileWithRuntimeAnd(List.of(Entity.class, JsonCreator.class), sources);
  }

  /** Compiles with the runtime alone on the classpath: no JPA, so no converter is generated. */
  static Compilation compileWithRuntimeOnly(JavaFileObject... sources) {
    return javac()
        .withProcessors(new ObjectIdKeyProcessor())
        .withOptions("-Xlint:all,-processing", "-Werror")
        .withClasspath(List.of(jarOrDirectoryOf(ObjectIdKey.class)))
        .compile(sources);
  }

  /** Compiles with the runtime and the given libraries' jars on the classpath. */
  static Compilation compileWithRuntimeAnd(List<Class<?>> libraries, JavaFileObject... sources) {
    List<File> classpath = new java.util.ArrayList<>();
    classpath.add(jarOrDirectoryOf(ObjectIdKey.class));
    libraries.forEach(library -> classpath.add(jarOrDirectoryOf(library)));
    return javac()
        .withProcessors(new ObjectIdKeyProcessor())
        .withOptions("-Xlint:all,-processing", "-Werror")
        .withClasspath(classpath)
        .compile(sources);
  }

  /** Loads the classes a compilation wrote, over the runtime on the test classpath. */
  static ClassLoader load(Compilation compilation) {
    return load(compilation, AbstractObjectId.class.getClassLoader());
  }

  /** Loads the classes a compilation wrote, over {@code parent}. */
  static ClassLoader load(Compilation compilation, ClassLoader parent) {
    Map<String, byte[]> classes = new HashMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String path = file.toUri().getPath();
        String name =
            path.substring(
                    path.indexOf(StandardLocation.CLASS_OUTPUT.getName())
                        + StandardLocation.CLASS_OUTPUT.getName().length()
                        + 1,
                    path.length() - 6)
                .replace('/', '.');
        try (InputStream in = file.openInputStream()) {
          classes.put(name, in.readAllBytes());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    return new ClassLoader(parent) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
          throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
      }
    };
  }

  static File jarOrDirectoryOf(Class<?> type) {
    try {
      return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
