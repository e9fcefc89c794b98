package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.objectidkey.processor.Compilations.load;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.objectidkey.AbstractObjectId;
import java.io.File;
import java.lang.reflect.Field;
import java.net.URISyntaxException;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistry;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.junit.jupiter.api.Test;

/**
 * Hibernate without objectidkey-hibernate, as with another JPA provider: after opting out of the
 * processor's error, the generated converter stores an id attribute as its 12 bytes when the
 * attribute names it with {@code @Convert}; an attribute without it is a Java-serialized blob.
 */
class HibernateWithoutPluginTest {

  @Test
  void convertedAttributeIsTwelveBytesAndAnUnconvertedOneASerializedBlob() throws Exception {
    Compilation compilation =
        javac()
            .withProcessors(new ObjectIdKeyProcessor())
            .withOptions("-Aobjectidkey.requireHibernatePlugin=false")
            .withClasspath(
                List.of(
                    jarOf(AbstractObjectId.class),
                    jarOf(jakarta.persistence.Entity.class),
                    jarOf(SessionFactory.class)))
            .compile(
                source(
                    "shop.Order",
                    """
                    package shop;

                    import dev.objectidkey.ObjectIdKey;
                    import jakarta.persistence.Column;
                    import jakarta.persistence.Convert;
                    import jakarta.persistence.Entity;
                    import jakarta.persistence.Id;
                    import jakarta.persistence.Table;

                    @ObjectIdKey
                    @Entity
                    @Table(name = "np_order")
                    public class Order {
                      @Id public Long id;

                      @Convert(converter = OrderIdConverter.class)
                      @Column(length = 12)
                      public OrderId converted;

                      public OrderId unconverted;
                    }
                    """));
    assertThat(compilation).succeeded();
    ClassLoader loader = load(compilation);
    Class<?> orderClass = loader.loadClass("shop.Order");
    Object id = loader.loadClass("shop.OrderId").getMethod("generate").invoke(null);
    byte[] twelve = ((AbstractObjectId) id).toByteArray();

    BootstrapServiceRegistry bootstrap =
        new BootstrapServiceRegistryBuilder().applyClassLoader(loader).build();
    StandardServiceRegistry registry =
        new StandardServiceRegistryBuilder(bootstrap)
            .applySetting("hibernate.connection.url", "jdbc:h2:mem:no_plugin;DB_CLOSE_DELAY=-1")
            .applySetting("hibernate.hbm2ddl.auto", "create-drop")
            .build();
    try (SessionFactory factory =
        new MetadataSources(registry)
            .addAnnotatedClass(orderClass)
            .buildMetadata()
            .buildSessionFactory()) {
      Object order = orderClass.getConstructor().newInstance();
      field(orderClass, "id").set(order, 1L);
      field(orderClass, "converted").set(order, id);
      field(orderClass, "unconverted").set(order, id);
      factory.inTransaction(session -> session.persist(order));

      Object found = factory.fromTransaction(session -> session.find(orderClass, 1L));
      assertEquals(id, field(orderClass, "converted").get(found));
      assertEquals(id, field(orderClass, "unconverted").get(found));

      Object[] row =
          factory.fromTransaction(
              session ->
                  session
                      .createNativeQuery(
                          "select converted, unconverted from np_order", Object[].class)
                      .getSingleResult());
      assertArrayEquals(twelve, (byte[]) row[0]);
      byte[] blob = (byte[]) row[1];
      assertTrue(
          blob.length > 12 && (blob[0] & 0xff) == 0xac && (blob[1] & 0xff) == 0xed,
          "Java serialization's stream header");
    }
  }

  private static Field field(Class<?> type, String name) throws NoSuchFieldException {
    return type.getField(name);
  }

  private static File jarOf(Class<?> type) throws URISyntaxException {
    return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
