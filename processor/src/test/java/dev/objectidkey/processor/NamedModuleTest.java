package dev.objectidkey.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JPMS: the runtime is a real module, and generated code compiles inside a user's named module. */
class NamedModuleTest {

  @Test
  void runtimeIsTheNamedModuleDevObjectidkeyExportingItsPackage() {
    ModuleDescriptor descriptor = ObjectIdKey.class.getModule().getDescriptor();
    // On the test classpath the runtime is in the unnamed module; read its module-info instead.
    if (descriptor == null) {
      descriptor = readDescriptor();
    }
    assertEquals("dev.objectidkey", descriptor.name());
    assertTrue(descriptor.exports().stream().anyMatch(e -> e.source().equals("dev.objectidkey")));
    assertTrue(descriptor.requires().isEmpty() || descriptor.requires().stream()
        .allMatch(r -> r.name().equals("java.base") || r.name().equals("java.compiler")),
        "no dependencies but the JDK: " + descriptor.requires());
  }

  @Test
  void generatedCodeCompilesLintCleanInANamedModuleThatDoesNotReadJpa(@TempDir Path dir)
      throws IOException {
    Path classes = compileModule(dir, "");
    assertTrue(Files.exists(classes.resolve("shop/OrderId.class")));
    assertFalse(Files.exists(classes.resolve("shop/OrderIdConverter.class")),
        "no converter: the module cannot see JPA, so it would not compile");
  }

  @Test
  void aModuleThatReadsJpaAlsoGetsTheConverter(@TempDir Path dir) throws IOException {
    Path classes = compileModule(dir, "requires transitive jakarta.persistence;");
    assertTrue(Files.exists(classes.resolve("shop/OrderId.class")));
    assertTrue(Files.exists(classes.resolve("shop/OrderIdConverter.class")));
  }

  /** Compiles module {@code shop} with the runtime and JPA on the module path. */
  private static Path compileModule(Path dir, String extraRequires) throws IOException {
    Path sources = dir.resolve("src");
    Files.createDirectories(sources.resolve("shop"));
    Files.writeString(sources.resolve("module-info.java"), """
        module shop {
          requires transitive dev.objectidkey;
          %s
          exports shop;
        }
        """.formatted(extraRequires));
    Files.writeString(sources.resolve("shop/Order.java"), """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public class Order {
          public final OrderId id = OrderId.generate();

          public Order() {}
        }
        """);
    Path classes = dir.resolve("classes");
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int exit = ToolProvider.getSystemJavaCompiler().run(null, null,
        new PrintStream(diagnostics, true, StandardCharsets.UTF_8),
        "-Xlint:all", "-Werror",
        "--module-path", location(ObjectIdKey.class) + File.pathSeparator + location(Entity.class),
        "-processorpath", System.getProperty("java.class.path"),
        "-processor", ObjectIdKeyProcessor.class.getName(),
        "-d", classes.toString(),
        sources.resolve("module-info.java").toString(),
        sources.resolve("shop/Order.java").toString());
    assertEquals(0, exit, diagnostics.toString(StandardCharsets.UTF_8));
    return classes;
  }

  private static ModuleDescriptor readDescriptor() {
    Path location = location(ObjectIdKey.class);
    try {
      Path moduleInfo = Files.isDirectory(location)
          ? location.resolve("module-info.class")
          : null;
      if (moduleInfo != null) {
        try (var in = Files.newInputStream(moduleInfo)) {
          return ModuleDescriptor.read(in);
        }
      }
      try (var jar = new java.util.jar.JarFile(location.toFile())) {
        try (var in = jar.getInputStream(jar.getEntry("module-info.class"))) {
          return ModuleDescriptor.read(in);
        }
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }
}
