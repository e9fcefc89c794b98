package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectidkey.processor.Compilations.compileWithRuntimeAnd;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.google.testing.compile.Compilation;
import jakarta.persistence.Entity;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.SqlTypeValue;

/**
 * Pins the exact text of the generated source, javadoc and layout included: generated code is
 * user API. When a change to the writer is intended, review the golden's diff like code.
 *
 * <p>JPA, Jackson and spring-jdbc are on the classpath, so the golden shows all of their glue;
 * swagger's {@code @Schema} is left to OpenApiSchemaTest.
 */
class GoldenSourceTest {

  @Test
  void orderIdAndItsConverterMatchTheGoldens() {
    Compilation compilation =
        compileWithRuntimeAnd(
            List.of(Entity.class, JsonCreator.class, SqlTypeValue.class),
            source(
                "com.example.Order",
                """
        package com.example;

        @dev.objectidkey.ObjectIdKey
        public class Order {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
    assertSameText("goldens/OrderId.java", compilation, "com/example/OrderId.java");
    assertSameText(
        "goldens/OrderIdConverter.java", compilation, "com/example/OrderIdConverter.java");
  }

  private static void assertSameText(String golden, Compilation compilation, String path) {
    JavaFileObject generated =
        compilation.generatedSourceFiles().stream()
            .filter(file -> file.toUri().getPath().endsWith("/" + path))
            .findFirst()
            .orElseThrow(() -> new AssertionError("not generated: " + path));
    try (InputStream expected =
        GoldenSourceTest.class.getClassLoader().getResourceAsStream(golden)) {
      assertEquals(
          new String(expected.readAllBytes(), StandardCharsets.UTF_8),
          generated.getCharContent(false).toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
