package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectidkey.processor.Compilations.compile;
import static dev.objectidkey.processor.Compilations.compileWithRuntimeAnd;
import static dev.objectidkey.processor.Compilations.load;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.persistence.Entity;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * With swagger-annotations visible next to Jackson, the id class carries the {@code @Schema} that
 * makes springdoc describe it as its hex string (openapi-tests reads the document springdoc
 * writes); without either, it refers to no swagger type at all.
 *
 * <p>{@code @Schema} is kept at run time, so the tests read it by reflection from the class that
 * the compilation wrote.
 */
class OpenApiSchemaTest {

  private static final JavaFileObject ORDER =
      source(
          "shop.Order",
          """
      package shop;
      @dev.objectidkey.ObjectIdKey public class Order {}
      """);

  @Test
  void withSwaggerAndJacksonTheIdIsAHexStringSchemaWithAValidExample() throws Exception {
    Compilation compilation =
        compileWithRuntimeAnd(List.of(Entity.class, JsonCreator.class, Schema.class), ORDER);
    assertThat(compilation).succeededWithoutWarnings();

    Class<?> id = load(compilation).loadClass("shop.OrderId");
    Schema schema = id.getAnnotation(Schema.class);
    assertEquals("string", schema.type());
    assertEquals("^[0-9a-fA-F]{24}$", schema.pattern());
    assertEquals("507f1f77bcf86cd799439011", schema.example());
    assertTrue(schema.example().matches(schema.pattern()));
    assertEquals(
        schema.example(),
        id.getMethod("valueOf", String.class).invoke(null, schema.example()).toString());
    assertEquals(
        "OrderId, a 12-byte ObjectId: 24 hexadecimal characters, written in lower case "
            + "and read in either case",
        schema.description());
  }

  @Test
  void withoutSwaggerTheIdHasNoSchema() throws Exception {
    Compilation compilation = compile(ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    assertNull(load(compilation).loadClass("shop.OrderId").getAnnotation(Schema.class));
    assertFalse(generatedText(compilation).contains("swagger"));
  }

  @Test
  void withSwaggerButWithoutJacksonTheIdHasNoSchema() throws Exception {
    // Without Jackson's annotations the JSON form is not the hex string, so no schema claims it.
    Compilation compilation = compileWithRuntimeAnd(List.of(Entity.class, Schema.class), ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    assertNull(load(compilation).loadClass("shop.OrderId").getAnnotation(Schema.class));
    assertFalse(generatedText(compilation).contains("swagger"));
  }

  @Test
  void everySchemaOursAndTheUsersReachesTheNextProcessor() {
    // We claim @ObjectIdKey only: other processors see every @Schema, the one on our output too.
    SchemaRecorder recorder = new SchemaRecorder();
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new ObjectIdKeyProcessor(), recorder)
            .withOptions("-Aobjectidkey.requireHibernatePlugin=false")
            .compile(
                ORDER,
                source(
                    "shop.OrderView",
                    """
            package shop;
            @io.swagger.v3.oas.annotations.media.Schema(description = "an order, as shown")
            public record OrderView(OrderId id) {}
            """));
    assertThat(compilation).succeeded();
    assertEquals(List.of("shop.OrderView", "shop.OrderId"), recorder.seen);
  }

  /** Records the classes carrying {@code @Schema} that javac hands it, after our processor. */
  private static final class SchemaRecorder extends AbstractProcessor {
    final List<String> seen = new ArrayList<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of(Schema.class.getName());
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      for (TypeElement annotation : annotations) {
        for (Element element : round.getElementsAnnotatedWith(annotation)) {
          seen.add(((TypeElement) element).getQualifiedName().toString());
        }
      }
      return false;
    }
  }

  private static String generatedText(Compilation compilation) throws Exception {
    return compilation
        .generatedSourceFile("shop.OrderId")
        .orElseThrow()
        .getCharContent(false)
        .toString();
  }
}
