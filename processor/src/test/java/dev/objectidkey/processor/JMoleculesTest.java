package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectidkey.processor.Compilations.compileWithRuntimeAnd;
import static dev.objectidkey.processor.Compilations.load;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.testing.compile.Compilation;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.jmolecules.ddd.types.AggregateRoot;
import org.jmolecules.ddd.types.Association;
import org.jmolecules.ddd.types.Identifier;
import org.junit.jupiter.api.Test;

/**
 * With jMolecules on the compile classpath the id class is a jMolecules {@link Identifier}, so an
 * aggregate written as {@code class Order implements AggregateRoot<Order, OrderId>} compiles with
 * no identifier class of its own; and with JPA too, an aggregate root's id gets the converter that
 * stores {@code Association<Order, OrderId>} attributes as the id. Without jMolecules the id class
 * names no jMolecules type, so an application compiled without it runs without it.
 */
class JMoleculesTest {

  private static final String HEX = "507f1f77bcf86cd799439011";

  private static final List<Class<?>> JMOLECULES_AND_JPA =
      List.of(Identifier.class, Converter.class);

  private static final JavaFileObject ORDER =
      source(
          "shop.Order",
          """
          package shop;
          import org.jmolecules.ddd.types.AggregateRoot;
          @dev.objectidkey.ObjectIdKey
          public class Order implements AggregateRoot<Order, OrderId> {
            private final OrderId id = OrderId.generate();
            @Override public OrderId getId() { return id; }
          }
          """);

  private static final JavaFileObject CUSTOMER_WITH_BASE_CLASS =
      source(
          "shop.Customer",
          """
          package shop;
          import org.jmolecules.ddd.types.AggregateRoot;
          import org.jmolecules.ddd.types.Identifier;
          abstract class Aggregate<T extends AggregateRoot<T, ID>, ID extends Identifier>
              implements AggregateRoot<T, ID> {}
          @dev.objectidkey.ObjectIdKey
          public class Customer extends Aggregate<Customer, CustomerId> {
            @Override public CustomerId getId() { return null; }
          }
          """);

  private static final JavaFileObject PLAIN_ENTITY =
      source(
          "shop.Invoice",
          """
          package shop;
          @dev.objectidkey.ObjectIdKey public class Invoice {}
          """);

  @Test
  void theIdClassOfAnAggregateRootIsAJMoleculesIdentifier() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(List.of(Identifier.class), ORDER);

    assertThat(compilation).succeededWithoutWarnings();
    ClassLoader loader = load(compilation);
    Class<?> orderId = loader.loadClass("shop.OrderId");
    assertTrue(Identifier.class.isAssignableFrom(orderId));
    Object order = loader.loadClass("shop.Order").getConstructor().newInstance();
    assertTrue(order instanceof AggregateRoot<?, ?>);
    Object id = ((AggregateRoot<?, ?>) order).getId();
    assertEquals(orderId, id.getClass());
  }

  @Test
  void anyOwnerGetsAJMoleculesIdentifierNotOnlyAnAggregateRoot() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(JMOLECULES_AND_JPA, PLAIN_ENTITY);

    assertThat(compilation).succeededWithoutWarnings();
    assertTrue(Identifier.class.isAssignableFrom(load(compilation).loadClass("shop.InvoiceId")));
    assertFalse(written(compilation, "shop/InvoiceIdAssociationConverter"));
  }

  @Test
  void withoutJMoleculesTheIdClassNamesNoJMoleculesType() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(List.of(Converter.class), PLAIN_ENTITY);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> invoiceId = load(compilation).loadClass("shop.InvoiceId");
    assertTrue(
        Arrays.stream(invoiceId.getInterfaces())
            .noneMatch(type -> type.getName().startsWith("org.jmolecules")),
        Arrays.toString(invoiceId.getInterfaces()));
    assertFalse(written(compilation, "shop/InvoiceIdAssociationConverter"));
  }

  @Test
  void anAggregateRootsAssociationConverterStoresAnAssociationAsTheIdItPointsTo() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(JMOLECULES_AND_JPA, ORDER);

    assertThat(compilation).succeededWithoutWarnings();
    ClassLoader loader = load(compilation);
    Class<?> orderId = loader.loadClass("shop.OrderId");
    Object id = orderId.getMethod("parse", CharSequence.class).invoke(null, HEX);
    @SuppressWarnings("unchecked")
    AttributeConverter<Association<?, ?>, Object> converter =
        (AttributeConverter<Association<?, ?>, Object>)
            loader.loadClass("shop.OrderIdAssociationConverter").getConstructor().newInstance();

    Association<?, ?> read = converter.convertToEntityAttribute(id);
    assertEquals(id, read.getId());
    assertEquals(id, converter.convertToDatabaseColumn(read));
    assertNull(converter.convertToDatabaseColumn(null));
    assertNull(converter.convertToEntityAttribute(null));
  }

  @Test
  void theAssociationConverterIsAppliedAutomaticallyToAssociationsOfExactlyItsOwnerAndId()
      throws Exception {
    Compilation compilation = compileWithRuntimeAnd(JMOLECULES_AND_JPA, ORDER);

    Class<?> converter = load(compilation).loadClass("shop.OrderIdAssociationConverter");
    assertTrue(converter.getAnnotation(Converter.class).autoApply());
    // Hibernate matches an auto-applied converter by its domain type's arguments too, so that
    // Association<Customer, CustomerId> is left to the customer's converter.
    ParameterizedType implemented = (ParameterizedType) converter.getGenericInterfaces()[0];
    assertEquals(AttributeConverter.class, implemented.getRawType());
    Type[] arguments = implemented.getActualTypeArguments();
    assertEquals(
        "org.jmolecules.ddd.types.Association<shop.Order, shop.OrderId>", name(arguments[0]));
    assertEquals("shop.OrderId", name(arguments[1]));
  }

  @Test
  void anAggregateRootThroughAGenericBaseClassGetsItsAssociationConverter() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(JMOLECULES_AND_JPA, CUSTOMER_WITH_BASE_CLASS);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> converter = load(compilation).loadClass("shop.CustomerIdAssociationConverter");
    Method toColumn = converter.getMethod("convertToDatabaseColumn", Association.class);
    assertEquals("shop.CustomerId", toColumn.getReturnType().getName());
  }

  @Test
  void anAggregateRootOfAnotherIdentifierGetsNoAssociationConverter() {
    JavaFileObject order =
        source(
            "shop.Order",
            """
            package shop;
            import org.jmolecules.ddd.types.AggregateRoot;
            import org.jmolecules.ddd.types.Identifier;
            record OrderNumber(String value) implements Identifier {}
            @dev.objectidkey.ObjectIdKey
            public class Order implements AggregateRoot<Order, OrderNumber> {
              @Override public OrderNumber getId() { return null; }
            }
            """);

    Compilation compilation = compileWithRuntimeAnd(JMOLECULES_AND_JPA, order);

    assertThat(compilation).succeededWithoutWarnings();
    assertTrue(written(compilation, "shop/OrderId"));
    assertFalse(written(compilation, "shop/OrderIdAssociationConverter"));
  }

  @Test
  void withoutJpaAnAggregateRootGetsNoAssociationConverter() {
    Compilation compilation = compileWithRuntimeAnd(List.of(Identifier.class), ORDER);

    assertThat(compilation).succeededWithoutWarnings();
    assertFalse(written(compilation, "shop/OrderIdAssociationConverter"));
  }

  @Test
  void withJacksonTheIdentifierHasNoBeanPropertyThatJMoleculesJacksonWouldWriteInItsPlace()
      throws Exception {
    Compilation compilation =
        compileWithRuntimeAnd(List.of(Identifier.class, JsonCreator.class), ORDER);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> orderId = load(compilation).loadClass("shop.OrderId");
    Object id = orderId.getMethod("parse", CharSequence.class).invoke(null, HEX);
    ObjectMapper mapper = new ObjectMapper();
    // jMolecules' Jackson modules write an Identifier with exactly one property as its value.
    assertTrue(
        mapper
            .getSerializationConfig()
            .introspect(mapper.constructType(orderId))
            .findProperties()
            .isEmpty());
    assertEquals("\"" + HEX + "\"", mapper.writeValueAsString(id));
    assertEquals(id, mapper.readValue("\"" + HEX + "\"", orderId));
  }

  private static boolean written(Compilation compilation, String path) {
    return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path + ".class").isPresent();
  }

  private static String name(Type type) {
    return type.getTypeName();
  }
}
