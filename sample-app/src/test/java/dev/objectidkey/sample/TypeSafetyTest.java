package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.sample.cli.DemoCommand;
import dev.objectidkey.sample.shop.ShopService;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the demo claims about the compiler is what javac says. */
class TypeSafetyTest {

  @TempDir Path dir;

  @Test
  void customerIdPassedAsOrderIdDoesNotCompileWithTheErrorTheDemoShows() throws Exception {
    String javacOutput =
        compile(
            "DemoMisuse",
            """
        import dev.objectidkey.sample.domain.CustomerId;
        import dev.objectidkey.sample.shop.ShopService;

        class DemoMisuse {
          void misuse(ShopService shop) {
        %s
          }
        }
        """
                .formatted(DemoCommand.MISUSE));

    assertTrue(
        javacOutput.contains("DemoMisuse.java:7: " + DemoCommand.COMPILE_ERROR), javacOutput);
    assertTrue(javacOutput.contains("1 error"), javacOutput);
  }

  @Test
  void orderIdPassedAsOrderIdCompiles() throws Exception {
    String javacOutput =
        compile(
            "DemoUse",
            """
        import dev.objectidkey.sample.domain.OrderId;
        import dev.objectidkey.sample.shop.ShopService;

        class DemoUse {
          void use(ShopService shop) {
            shop.findOrder(OrderId.generate());
          }
        }
        """);

    assertEquals("", javacOutput);
  }

  /** Compiles one class with javac's command-line front end, and returns what it printed. */
  private String compile(String className, String source) throws IOException {
    Path file = dir.resolve(className + ".java");
    Files.writeString(file, source);
    // Surefire's java.class.path is a manifest-only jar, so name the jars and folders directly.
    String classPath =
        Stream.of(
                ShopService.class,
                AbstractObjectId.class,
                org.hibernate.SessionFactory.class,
                jakarta.persistence.Entity.class)
            .map(TypeSafetyTest::location)
            .collect(Collectors.joining(File.pathSeparator));
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    ToolProvider.getSystemJavaCompiler()
        .run(
            null,
            output,
            output,
            "-proc:none",
            "-d",
            dir.toString(),
            "-classpath",
            classPath,
            file.toString());
    return output.toString(StandardCharsets.UTF_8);
  }

  private static String location(Class<?> type) {
    try {
      return Paths.get(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
