package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectidkey.processor.Compilations.compile;
import static dev.objectidkey.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Each {@link Message}, reported by the real javac on the most precise position. */
class DiagnosticTest {

  @Test
  void enumCannotOwnAnId() {
    JavaFileObject file =
        source(
            "shop.Color",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public enum Color { RED }
        """);
    Compilation compilation = compile(file);
    assertThat(compilation)
        .hadErrorContaining(
            "[ObjectIdKey] @ObjectIdKey is on enum Color, which "
                + "cannot own an id; put it on a class, record or interface")
        .inFile(file)
        .onLineContaining("@dev.objectidkey.ObjectIdKey");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void annotationTypeCannotOwnAnId() {
    JavaFileObject file =
        source(
            "shop.Marker",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public @interface Marker {}
        """);
    assertThat(compile(file))
        .hadErrorContaining(
            "@ObjectIdKey is on annotation type Marker, which " + "cannot own an id")
        .inFile(file)
        .onLineContaining("@dev.objectidkey.ObjectIdKey");
  }

  @Test
  void nameThatIsNotAnIdentifierIsReportedOnTheValue() {
    JavaFileObject file =
        source(
            "shop.Order",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey(
            name = "shop.OrderId")
        public class Order {}
        """);
    assertThat(compile(file))
        .hadErrorContaining(
            "[ObjectIdKey] name \"shop.OrderId\" is not a valid "
                + "Java identifier; use a simple class name such as \"OrderId\" (the id class always goes "
                + "in package shop)")
        .inFile(file)
        .onLineContaining("name = \"shop.OrderId\"");
  }

  @Test
  void nameThatIsAKeywordIsReportedOnTheValue() {
    JavaFileObject file =
        source(
            "shop.Order",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey(
            name = "class")
        public class Order {}
        """);
    assertThat(compile(file))
        .hadErrorContaining(
            "[ObjectIdKey] name \"class\" is a Java keyword; "
                + "choose another, such as \"classId\"")
        .inFile(file)
        .onLineContaining("name = \"class\"");
  }

  @Test
  void restrictedTypeNameIsReportedLikeAKeyword() {
    JavaFileObject file =
        source(
            "shop.Order",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey(name = "var")
        public class Order {}
        """);
    assertThat(compile(file))
        .hadErrorContaining("name \"var\" is a Java keyword")
        .inFile(file)
        .onLineContaining("name = \"var\"");
  }

  @Test
  void generatedNameThatClashesWithAnExistingTypeIsReportedOnTheAnnotation() {
    JavaFileObject existing =
        source(
            "shop.OrderId",
            """
        package shop;
        public class OrderId {}
        """);
    JavaFileObject file =
        source(
            "shop.Order",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public class Order {}
        """);
    assertThat(compile(existing, file))
        .hadErrorContaining(
            "[ObjectIdKey] shop.OrderId already exists, "
                + "so the id class for Order cannot be generated under that name; choose another with "
                + "@ObjectIdKey(name = \"...\") or rename the existing type")
        .inFile(file)
        .onLineContaining("@dev.objectidkey.ObjectIdKey");
  }

  @Test
  void explicitNameThatClashesWithTheOwnerIsReportedOnTheValue() {
    JavaFileObject file =
        source(
            "shop.Order",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey(
            name = "Order")
        public class Order {}
        """);
    assertThat(compile(file))
        .hadErrorContaining("shop.Order already exists")
        .inFile(file)
        .onLineContaining("name = \"Order\"");
  }

  @Test
  void twoKeysWantingOneNameAreBothReportedAndTheOthersStillGenerate() {
    JavaFileObject shop =
        source(
            "shop.Shop",
            """
        package shop;

        public class Shop {
          @dev.objectidkey.ObjectIdKey
          public static class Order {}
        }
        """);
    JavaFileObject warehouse =
        source(
            "shop.Warehouse",
            """
        package shop;

        public class Warehouse {
          @dev.objectidkey.ObjectIdKey
          public static class Order {}
        }
        """);
    JavaFileObject fine =
        source(
            "shop.Customer",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public class Customer {
          CustomerId id = CustomerId.generate();
        }
        """);
    Compilation compilation = compile(shop, warehouse, fine);
    assertThat(compilation)
        .hadErrorContaining(
            "[ObjectIdKey] shop.OrderId is also the id class of "
                + "shop.Warehouse.Order; give one of them another name with @ObjectIdKey(name = \"...\")")
        .inFile(shop)
        .onLineContaining("@dev.objectidkey.ObjectIdKey");
    assertThat(compilation)
        .hadErrorContaining("shop.OrderId is also the id class of shop.Shop.Order")
        .inFile(warehouse)
        .onLineContaining("@dev.objectidkey.ObjectIdKey");
    // CustomerId was still generated: Customer, which uses it, compiled without an error.
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void entityExtendingAGenericIdBaseClassWithoutATypeArgumentIsReportedOnTheClass() {
    JavaFileObject base =
        source(
            "shop.BaseEntity",
            """
        package shop;

        @jakarta.persistence.MappedSuperclass
        public abstract class BaseEntity<ID extends dev.objectidkey.AbstractObjectId> {
          @jakarta.persistence.Id private ID id;
        }
        """);
    JavaFileObject named =
        source(
            "shop.NamedEntity",
            """
        package shop;

        @jakarta.persistence.MappedSuperclass
        public abstract class NamedEntity<ID extends dev.objectidkey.AbstractObjectId>
            extends BaseEntity<ID> {}
        """);
    JavaFileObject pet =
        source(
            "shop.Pet",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        @jakarta.persistence.Entity
        @SuppressWarnings("rawtypes")
        public class Pet extends NamedEntity {}
        """);
    assertThat(compile(base, named, pet))
        .hadErrorContaining(
            "[ObjectIdKey] Pet extends NamedEntity without a type argument, so its id"
                + " BaseEntity.id, declared with a type variable, has no id class, and Hibernate"
                + " refuses it at boot (\"has an unbound type\"); give the base class the id class:"
                + " class Pet extends NamedEntity<PetId>")
        .inFile(pet)
        .onLineContaining("public class Pet extends NamedEntity");
  }

  @Test
  void hibernateWithoutThePluginIsAnErrorBecauseItWouldStoreBlobs() {
    JavaFileObject file =
        source(
            "shop.Order",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public class Order {}
        """);
    Compilation compilation =
        Compilations.compileWithRuntimeAnd(
            List.of(org.hibernate.SessionFactory.class, jakarta.persistence.Entity.class), file);
    assertThat(compilation)
        .hadErrorContaining(
            "[ObjectIdKey] Hibernate is on the classpath but "
                + "objectidkey-hibernate is not, so Hibernate would store OrderId as a Java-serialized "
                + "blob; add the dependency dev.objectidkey:objectidkey-hibernate (or, if Hibernate never "
                + "stores these ids, pass -Aobjectidkey.requireHibernatePlugin=false)")
        .inFile(file)
        .onLineContaining("@dev.objectidkey.ObjectIdKey");
  }

  @Test
  void everyErrorOnOneElementIsReported() {
    JavaFileObject file =
        source(
            "shop.Color",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey(name = "1st")
        public enum Color { RED }
        """);
    Compilation compilation = compile(file);
    assertThat(compilation).hadErrorContaining("@ObjectIdKey is on enum Color");
    assertThat(compilation)
        .hadErrorContaining("name \"1st\" is not a valid Java identifier")
        .inFile(file)
        .onLineContaining("name = \"1st\"");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void unexpectedFailureIsReportedOnTheElementWithItsStackTraceAndJavacDoesNotCrash() {
    JavaFileObject file =
        source(
            "shop.Order",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public class Order {}
        """);
    // Another processor writes shop.OrderId first in the same round, so our Filer call fails.
    Compilation compilation =
        com.google.testing.compile.Compiler.javac()
            .withProcessors(new SquattingProcessor(), new ObjectIdKeyProcessor())
            .withOptions("-Aobjectidkey.requireHibernatePlugin=false")
            .compile(file);
    assertThat(compilation)
        .hadErrorContaining(
            "[ObjectIdKey] could not generate the id class for "
                + "Order because of an unexpected error; please report it with this stack trace:")
        .inFile(file)
        .onLineContaining("public class Order");
    assertThat(compilation).hadErrorContaining("javax.annotation.processing.FilerException");
  }

  /** Writes {@code shop.OrderId} in the first round, as a badly behaved processor might. */
  private static final class SquattingProcessor extends AbstractProcessor {
    private boolean done;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (!done) {
        done = true;
        try (Writer out = processingEnv.getFiler().createSourceFile("shop.OrderId").openWriter()) {
          out.write("package shop; public class OrderId {}");
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      return false;
    }
  }
}
