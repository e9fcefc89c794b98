package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectidkey.processor.Compilations.compileWithRuntimeAnd;
import static dev.objectidkey.processor.Compilations.load;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.data.annotation.TypeDef;
import io.micronaut.data.model.DataType;
import io.micronaut.data.model.runtime.convert.AttributeConverter;
import jakarta.inject.Singleton;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * With micronaut-data-model and jakarta.inject on the compile classpath, the id class carries
 * Micronaut Data's {@code @TypeDef} naming a generated {@code @Singleton} converter; without
 * jakarta.inject, or without Micronaut, neither is written. micronaut-tests runs the same through
 * Micronaut's own processors and repositories on H2 and PostgreSQL.
 */
class MicronautDataTest {

  private static final JavaFileObject ORDER =
      source(
          "shop.Order",
          """
      package shop;
      @dev.objectidkey.ObjectIdKey public class Order {}
      """);

  private static final String HEX = "507f1f77bcf86cd799439011";

  private static final List<Class<?>> MICRONAUT_DATA =
      List.of(TypeDef.class, ConversionContext.class, Singleton.class);

  @Test
  @SuppressWarnings("unchecked") // the converter's own type arguments
  void theIdClassNamesAGeneratedSingletonConverterOfItsTwelveBytes() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(MICRONAUT_DATA, ORDER);
    assertThat(compilation).succeededWithoutWarnings();

    ClassLoader loader = load(compilation);
    Class<?> orderId = loader.loadClass("shop.OrderId");
    Class<?> converterClass = loader.loadClass("shop.OrderIdMicronautConverter");
    TypeDef typeDef = orderId.getAnnotation(TypeDef.class);
    assertEquals(DataType.BYTE_ARRAY, typeDef.type());
    assertEquals(converterClass, typeDef.converter());
    assertTrue(converterClass.isAnnotationPresent(Singleton.class));

    AttributeConverter<Object, byte[]> converter =
        (AttributeConverter<Object, byte[]>) converterClass.getConstructor().newInstance();
    Object id =
        orderId.getMethod("parse", CharSequence.class).invoke(null, "507f1f77bcf86cd799439011");
    byte[] bytes = converter.convertToPersistedValue(id, ConversionContext.DEFAULT);
    assertArrayEquals(java.util.HexFormat.of().parseHex("507f1f77bcf86cd799439011"), bytes);
    assertEquals(id, converter.convertToEntityValue(bytes, ConversionContext.DEFAULT));
    assertNull(converter.convertToPersistedValue(null, ConversionContext.DEFAULT));
    assertNull(converter.convertToEntityValue(null, ConversionContext.DEFAULT));
  }

  @Test
  void anIdCompiledWithMicronautLoadsAndParsesWithoutIt() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(MICRONAUT_DATA, ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    // The runtime alone: the JVM skips an annotation whose class is missing, and nothing else
    // in the id class names Micronaut, so an application may compile with it and run without.
    java.net.URL runtime =
        Compilations.jarOrDirectoryOf(dev.objectidkey.ObjectIdKey.class).toURI().toURL();
    try (java.net.URLClassLoader withoutMicronaut =
        new java.net.URLClassLoader(
            new java.net.URL[] {runtime}, ClassLoader.getPlatformClassLoader())) {
      Class<?> orderId = Class.forName("shop.OrderId", true, load(compilation, withoutMicronaut));
      assertEquals(0, orderId.getAnnotations().length);
      Object id = orderId.getMethod("parse", CharSequence.class).invoke(null, HEX);
      assertEquals(HEX, id.toString());
    }
  }

  @Test
  void withoutJakartaInjectNothingMicronautIsWritten() {
    Compilation compilation =
        compileWithRuntimeAnd(List.of(TypeDef.class, ConversionContext.class), ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    assertFalse(
        compilation
            .generatedFile(StandardLocation.SOURCE_OUTPUT, "shop", "OrderIdMicronautConverter.java")
            .isPresent());
    assertFalse(generatedText(compilation).contains("micronaut"));
  }

  @Test
  void withoutMicronautNothingMicronautIsWritten() {
    Compilation compilation = compileWithRuntimeAnd(List.of(Singleton.class), ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    assertFalse(generatedText(compilation).contains("micronaut"));
  }

  private static String generatedText(Compilation compilation) {
    StringBuilder text = new StringBuilder();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      try {
        text.append(file.getCharContent(true));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
    return text.toString();
  }
}
