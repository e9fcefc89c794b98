package dev.objectidkey.mapstruct;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.mapstruct.shop.CustomerId;
import dev.objectidkey.mapstruct.shop.OrderId;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Compiles a mapper with {@code uses = ObjectIdMapping.class} through the real MapStruct processor
 * under each component model, set on the mapper and through {@code mapstruct.defaultComponentModel},
 * then calls the generated mapper: it must neither instantiate nor inject an {@code ObjectIdMapping},
 * since no dependency injection container has such a bean.
 */
class ComponentModelTest {

  private static final JavaFileObject TICKET =
      JavaFileObjects.forSourceString(
          "desk.Ticket",
          """
          package desk;

          import dev.objectidkey.mapstruct.shop.CustomerId;
          import dev.objectidkey.mapstruct.shop.OrderId;

          public record Ticket(OrderId order, CustomerId customer, String subject) {}
          """);

  private static final JavaFileObject TICKET_DTO =
      JavaFileObjects.forSourceString(
          "desk.TicketDto",
          """
          package desk;

          public record TicketDto(String order, String customer, String subject) {}
          """);

  private static final String MAPPER =
      """
      package desk;

      import dev.objectidkey.mapstruct.ObjectIdMapping;
      import org.mapstruct.InjectionStrategy;
      import org.mapstruct.Mapper;

      @Mapper(uses = ObjectIdMapping.class%s)
      public interface TicketMapper {
        TicketDto toDto(Ticket ticket);

        Ticket toTicket(TicketDto dto);
      }
      """;

  private static final OrderId ORDER = OrderId.parse("6553f1003f2a91c8d4003039");
  private static final CustomerId CUSTOMER = CustomerId.parse("507f1f77bcf86cd799439011");

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "default, ",
    "spring, import org.springframework.stereotype.Component;",
    "jakarta, import jakarta.inject.Singleton;",
    "jsr330, import javax.inject.Singleton;",
    "cdi, import javax.enterprise.context.ApplicationScoped;",
    "jakarta-cdi, import jakarta.enterprise.context.ApplicationScoped;",
  })
  void mapperSetToTheModelCallsTheStaticMethodsAndInjectsNothing(String model, String marker)
      throws Exception {
    Compilation compilation =
        compile(String.format(MAPPER, ", componentModel = \"" + model + "\""), List.of());

    assertGeneratedMapperIsOfTheModelAndMapsIds(compilation, marker);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "default, ",
    "spring, import org.springframework.stereotype.Component;",
    "jakarta, import jakarta.inject.Singleton;",
    "jsr330, import javax.inject.Singleton;",
    "cdi, import javax.enterprise.context.ApplicationScoped;",
    "jakarta-cdi, import jakarta.enterprise.context.ApplicationScoped;",
  })
  void defaultComponentModelOptionCallsTheStaticMethodsAndInjectsNothing(
      String model, String marker) throws Exception {
    Compilation compilation =
        compile(String.format(MAPPER, ""), List.of("-Amapstruct.defaultComponentModel=" + model));

    assertGeneratedMapperIsOfTheModelAndMapsIds(compilation, marker);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "spring, import org.springframework.stereotype.Component;",
    "jakarta, import jakarta.inject.Singleton;",
  })
  void constructorInjectionTakesNoObjectIdMappingParameter(String model, String marker)
      throws Exception {
    Compilation compilation =
        compile(
            String.format(
                MAPPER,
                ", componentModel = \""
                    + model
                    + "\", injectionStrategy = InjectionStrategy.CONSTRUCTOR"),
            List.of());

    assertGeneratedMapperIsOfTheModelAndMapsIds(compilation, marker);
  }

  private static void assertGeneratedMapperIsOfTheModelAndMapsIds(
      Compilation compilation, String marker) throws Exception {
    assertThat(compilation).succeeded();
    String source =
        compilation
            .generatedSourceFile("desk.TicketMapperImpl")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    if (marker == null) {
      for (String container : List.of("org.springframework", ".inject.", ".enterprise.")) {
        assertFalse(source.contains(container), "a default-model mapper is no bean\n" + source);
      }
    } else {
      assertTrue(source.contains(marker), "not generated for the model\n" + source);
    }
    assertTrue(source.contains("ObjectIdMapping.toHex("), source);
    assertTrue(source.contains("ObjectIdMapping.fromHex("), source);
    assertFalse(
        source.contains("ObjectIdMapping objectIdMapping"), "a field or parameter\n" + source);
    assertFalse(source.contains("new ObjectIdMapping"), source);
    assertFalse(source.contains("Mappers.getMapper"), source);

    ClassLoader loader = load(compilation);
    // Every model's mapper has a public no-argument constructor when it injects nothing.
    Object mapper = loader.loadClass("desk.TicketMapperImpl").getConstructor().newInstance();
    Class<?> ticketType = loader.loadClass("desk.Ticket");
    Class<?> dtoType = loader.loadClass("desk.TicketDto");
    Object ticket =
        ticketType
            .getConstructor(OrderId.class, CustomerId.class, String.class)
            .newInstance(ORDER, CUSTOMER, "late");

    Object dto = mapper.getClass().getMethod("toDto", ticketType).invoke(mapper, ticket);
    assertEquals(ORDER.toHexString(), dtoType.getMethod("order").invoke(dto));
    assertEquals(CUSTOMER.toHexString(), dtoType.getMethod("customer").invoke(dto));

    Object back = mapper.getClass().getMethod("toTicket", dtoType).invoke(mapper, dto);
    assertEquals(ticket, back);
  }

  private static Compilation compile(String mapperSource, List<String> options) {
    List<File> classpath = new ArrayList<>();
    for (Class<?> library :
        List.of(
            AbstractObjectId.class,
            ObjectIdMapping.class,
            OrderId.class,
            org.mapstruct.Mapper.class,
            org.springframework.stereotype.Component.class,
            org.springframework.beans.factory.annotation.Autowired.class,
            jakarta.inject.Inject.class,
            javax.inject.Inject.class,
            jakarta.enterprise.context.ApplicationScoped.class,
            javax.enterprise.context.ApplicationScoped.class)) {
      classpath.add(jarOrDirectoryOf(library));
    }
    return Compiler.javac()
        .withProcessors(new org.mapstruct.ap.MappingProcessor())
        .withOptions(options)
        .withClasspath(classpath)
        .compile(
            TICKET, TICKET_DTO, JavaFileObjects.forSourceString("desk.TicketMapper", mapperSource));
  }

  /** Loads the classes the compilation wrote, over the test class path (ids, mapping, DI APIs). */
  private static ClassLoader load(Compilation compilation) {
    Map<String, byte[]> classes = new HashMap<>();
    String output = StandardLocation.CLASS_OUTPUT.getName() + "/";
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String path = file.toUri().getPath();
        String name =
            path.substring(path.indexOf(output) + output.length(), path.length() - 6)
                .replace('/', '.');
        try (InputStream in = file.openInputStream()) {
          classes.put(name, in.readAllBytes());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    return new ClassLoader(ComponentModelTest.class.getClassLoader()) {
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

  private static File jarOrDirectoryOf(Class<?> type) {
    try {
      return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
