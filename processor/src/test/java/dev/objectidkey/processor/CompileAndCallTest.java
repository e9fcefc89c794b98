package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectidkey.processor.Compilations.compile;
import static dev.objectidkey.processor.Compilations.compileWithRuntimeAnd;
import static dev.objectidkey.processor.Compilations.compileWithRuntimeOnly;
import static dev.objectidkey.processor.Compilations.load;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.testing.compile.Compilation;
import jakarta.persistence.AttributeConverter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Compiles annotated text with the real javac, loads what the processor wrote, and calls it. */
class CompileAndCallTest {

  @Test
  void customNameInAnotherPackageCompilesLintCleanAndParses() throws Exception {
    Compilation compilation =
        compile(
            source(
                "shop.Order",
                """
        package shop;

        import dev.objectidkey.ObjectIdKey;

        @ObjectIdKey(name = "PurchaseOrderId")
        public class Order {
          PurchaseOrderId id = PurchaseOrderId.generate();
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();

    Class<?> type = load(compilation).loadClass("shop.PurchaseOrderId");
    Object id =
        type.getMethod("parse", CharSequence.class).invoke(null, "507f1f77bcf86cd799439011");
    assertEquals("507f1f77bcf86cd799439011", id.toString());
    assertEquals(
        id, type.getMethod("valueOf", String.class).invoke(null, "507F1F77BCF86CD799439011"));
  }

  @Test
  void twoOwnersInOnePackageGetDistinctTypesThatNeverMix() throws Exception {
    Compilation compilation =
        compile(
            source(
                "shop.Order",
                """
            package shop;
            @dev.objectidkey.ObjectIdKey public class Order {}
            """),
            source(
                "shop.Customer",
                """
            package shop;
            @dev.objectidkey.ObjectIdKey public record Customer(String name) {}
            """));
    assertThat(compilation).succeededWithoutWarnings();
    ClassLoader loader = load(compilation);
    Object order = call(loader, "shop.OrderId", "parse", "507f1f77bcf86cd799439011");
    Object customer = call(loader, "shop.CustomerId", "parse", "507f1f77bcf86cd799439011");
    assertNotEquals(order, customer);
  }

  @Test
  void passingACustomerIdWhereAnOrderIdIsExpectedDoesNotCompile() {
    Compilation compilation =
        compile(
            source(
                "shop.Order",
                """
            package shop;
            @dev.objectidkey.ObjectIdKey public class Order {}
            """),
            source(
                "shop.Customer",
                """
            package shop;
            @dev.objectidkey.ObjectIdKey public class Customer {}
            """),
            source(
                "shop.Orders",
                """
            package shop;
            class Orders {
              static void cancel(OrderId id) {}
              static void mixUp() {
                cancel(CustomerId.generate());
              }
            }
            """));
    assertThat(compilation)
        .hadErrorContaining(
            "incompatible types: shop.CustomerId cannot be " + "converted to shop.OrderId");
  }

  @Test
  void generateIsAnExactMethodReferenceInOverloadedAssertions() throws Exception {
    // generate has no overload, so OrderId::generate is an exact method reference; an inexact
    // one would make this ordinary test code "reference to assertEquals is ambiguous" against
    // JUnit's overloads (JLS 15.12.2.1, 15.13.1).
    Compilation compilation =
        compileWithRuntimeAnd(
            List.of(org.junit.jupiter.api.Assertions.class, org.apiguardian.api.API.class),
            source(
                "shop.Order",
                """
            package shop;
            @dev.objectidkey.ObjectIdKey public class Order {}
            """),
            source(
                "shop.OrderIdCheck",
                """
            package shop;

            import static org.junit.jupiter.api.Assertions.assertEquals;
            import static org.junit.jupiter.api.Assertions.assertNotEquals;

            import dev.objectidkey.ObjectIdGenerator;
            import java.time.Instant;
            import java.util.function.Function;
            import java.util.function.Supplier;

            public class OrderIdCheck {
              public static String check() {
                ObjectIdGenerator generator =
                    ObjectIdGenerator.builder().randomValue(1).counter(5).build();
                ObjectIdGenerator same =
                    ObjectIdGenerator.builder().randomValue(1).counter(5).build();
                assertEquals(generator.call(OrderId::generate), same.call(OrderId::generate));
                Supplier<OrderId> now = OrderId::generate;
                Function<Instant, OrderId> at = OrderId::generateAt;
                assertNotEquals(now.get(), at.apply(Instant.EPOCH));
                return at.apply(Instant.EPOCH).toHexString().substring(0, 8);
              }
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
    Method check = load(compilation).loadClass("shop.OrderIdCheck").getMethod("check");
    assertEquals("00000000", check.invoke(null));
  }

  @Test
  void converterIsGeneratedWhenJpaIsOnTheClasspathAndMapsToTwelveBytes() throws Exception {
    Compilation compilation =
        compile(
            source(
                "shop.Order",
                """
        package shop;
        @dev.objectidkey.ObjectIdKey public class Order {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("shop.OrderIdConverter");

    ClassLoader loader = load(compilation);
    @SuppressWarnings("unchecked")
    AttributeConverter<Object, byte[]> converter =
        (AttributeConverter<Object, byte[]>)
            loader.loadClass("shop.OrderIdConverter").getConstructor().newInstance();
    Object id = call(loader, "shop.OrderId", "parse", "507f1f77bcf86cd799439011");
    byte[] column = converter.convertToDatabaseColumn(id);
    assertEquals(12, column.length);
    assertEquals(id, converter.convertToEntityAttribute(column));
    assertNull(converter.convertToDatabaseColumn(null));
    assertNull(converter.convertToEntityAttribute(null));
  }

  @Test
  void withoutJpaAndJacksonOnTheClasspathTheIdRefersToNeither() throws Exception {
    Compilation compilation =
        compileWithRuntimeOnly(
            source(
                "shop.Order",
                """
        package shop;
        @dev.objectidkey.ObjectIdKey public class Order {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
    assertEquals(1, compilation.generatedSourceFiles().size(), "OrderId alone, no converter");
    String text = compilation.generatedSourceFiles().get(0).getCharContent(false).toString();
    assertFalse(text.contains("jakarta"), text);
    assertFalse(text.contains("jackson"), text);
  }

  @Test
  void ownerInTheUnnamedPackageGetsItsIdThere() throws Exception {
    Compilation compilation =
        compileWithRuntimeOnly(
            source(
                "Order",
                """
        @dev.objectidkey.ObjectIdKey public class Order {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
    Object id = call(load(compilation), "OrderId", "fromBytes", new byte[12]);
    assertArrayEquals(new byte[12], (byte[]) id.getClass().getMethod("toByteArray").invoke(id));
  }

  private static Object call(ClassLoader loader, String type, String method, Object argument)
      throws ReflectiveOperationException {
    for (Method candidate : loader.loadClass(type).getMethods()) {
      if (candidate.getName().equals(method) && candidate.getParameterCount() == 1) {
        try {
          return candidate.invoke(null, argument);
        } catch (InvocationTargetException e) {
          throw new AssertionError(e.getCause());
        }
      }
    }
    throw new AssertionError("no " + type + "." + method);
  }
}
