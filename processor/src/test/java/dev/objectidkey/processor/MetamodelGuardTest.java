package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.querydsl.apt.jpa.JPAAnnotationProcessor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.hibernate.processor.HibernateProcessor;
import org.junit.jupiter.api.Test;

/** Our processor next to the real hibernate-processor 7.4, as in a user's build. */
class MetamodelGuardTest {

  private static final JavaFileObject ORDER =
      source(
          "shop.Order",
          """
      package shop;

      import jakarta.persistence.*;
      import java.util.Set;

      @dev.objectidkey.ObjectIdKey
      @Entity
      public class Order {
        @Id OrderId id;
        @ElementCollection Set<OrderId> related;
        String label;
      }
      """);

  @Test
  void oneRunWithHibernateProcessorFailsOnTheDroppedAttributeNamingTheFix() {
    Compilation compilation = oneRun(ORDER, new ObjectIdKeyProcessor(), new HibernateProcessor());
    assertThat(compilation)
        .hadErrorContaining(
            "[ObjectIdKey] Order_ has no attribute id: a JPA"
                + " metamodel generator (such as hibernate-processor) ran in the same javac run as"
                + " objectidkey-processor, before OrderId existed, and dropped it; run"
                + " objectidkey-processor first, alone, in its own compiler execution with"
                + " <proc>only</proc>, then compile with the metamodel generator")
        .inFile(ORDER)
        .onLineContaining("@Id OrderId id;");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aCollectionOfIdsThatTheGeneratorKeepsIsNoError() throws IOException {
    // hibernate-processor writes a collection's element type as spelled, so it survives one run.
    JavaFileObject basket =
        source(
            "shop.Basket",
            """
        package shop;

        import jakarta.persistence.*;
        import java.util.Set;

        @dev.objectidkey.ObjectIdKey
        @Entity
        public class Basket {
          @Id Long id;
          @ElementCollection Set<BasketId> merged;
        }
        """);
    Compilation compilation = oneRun(basket, new ObjectIdKeyProcessor(), new HibernateProcessor());
    assertThat(compilation).succeeded();
    assertTrue(
        compilation
            .generatedSourceFile("shop.Basket_")
            .orElseThrow()
            .getCharContent(true)
            .toString()
            .contains("SetAttribute<Basket, BasketId> merged;"));
  }

  @Test
  void oneRunWithQuerydslFailsWithOurErrorOnTheFieldBesidesQuerydslsOwn() {
    Compilation compilation =
        oneRun(ORDER, new ObjectIdKeyProcessor(), new JPAAnnotationProcessor());
    assertThat(compilation)
        .hadErrorContaining(
            "[ObjectIdKey] QOrder.id is not a path of OrderId:"
                + " Querydsl's annotation processor ran in the same javac run as objectidkey-processor,"
                + " before OrderId existed, and took it for a number; run objectidkey-processor first,"
                + " alone, in its own compiler execution with <proc>only</proc>")
        .inFile(ORDER)
        .onLineContaining("@Id OrderId id;");
  }

  @Test
  void transientFieldsThatNoMetamodelListsAreNoError() {
    JavaFileObject draft =
        source(
            "shop.Draft",
            """
        package shop;

        import jakarta.persistence.*;

        @dev.objectidkey.ObjectIdKey
        @Entity
        public class Draft {
          @Id Long id;
          @Transient DraftId preview;
          transient DraftId cached;
        }
        """);
    Compilation compilation = oneRun(draft, new ObjectIdKeyProcessor(), new HibernateProcessor());
    assertThat(compilation).succeeded();
  }

  @Test
  void processorOrderDoesNotMatter() {
    Compilation compilation = oneRun(ORDER, new HibernateProcessor(), new ObjectIdKeyProcessor());
    assertThat(compilation)
        .hadErrorContaining("[ObjectIdKey] Order_ has no attribute id")
        .inFile(ORDER)
        .onLineContaining("@Id OrderId id;");
  }

  @Test
  void twoExecutionsGiveAMetamodelWithTypedIdAttributesAndNoError() throws IOException {
    // First execution: objectidkey-processor alone, -proc:only, writes OrderId.
    Compilation ids =
        Compiler.javac()
            .withProcessors(new ObjectIdKeyProcessor())
            .withOptions("-proc:only", "-Aobjectidkey.requireHibernatePlugin=false")
            .compile(ORDER);
    assertThat(ids).succeededWithoutWarnings();
    assertTrue(ids.generatedSourceFile("shop.OrderId").isPresent());

    // Second execution: the normal compile, with all the generated sources (the id class names
    // its companions, such as the Micronaut Data converter when Micronaut is on the classpath),
    // and hibernate-processor.
    List<JavaFileObject> sources = new ArrayList<>(ids.generatedSourceFiles());
    sources.add(ORDER);
    Compilation compilation =
        Compiler.javac().withProcessors(new HibernateProcessor()).compile(sources);
    assertThat(compilation).succeeded();
    String metamodel =
        compilation
            .generatedSourceFile("shop.Order_")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertTrue(metamodel.contains("SingularAttribute<Order, OrderId> id;"), metamodel);
    assertTrue(metamodel.contains("SetAttribute<Order, OrderId> related;"), metamodel);
  }

  @Test
  void anEntityWithoutAMetamodelGeneratorCompilesCleanly() {
    Compilation compilation = oneRun(ORDER, new ObjectIdKeyProcessor());
    assertThat(compilation).succeeded();
  }

  /** Compiles {@code source} with these processors in one javac run, as a user's build would. */
  private static Compilation oneRun(JavaFileObject source, Processor... processors) {
    return Compiler.javac()
        .withProcessors(processors)
        .withOptions("-Aobjectidkey.requireHibernatePlugin=false")
        .compile(source);
  }
}
