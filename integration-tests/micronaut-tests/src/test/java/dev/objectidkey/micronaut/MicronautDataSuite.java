package dev.objectidkey.micronaut;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.testing.TestDatabase;
import io.micronaut.context.ApplicationContext;
import io.micronaut.data.annotation.TypeDef;
import io.micronaut.data.model.DataType;
import io.micronaut.data.model.runtime.RuntimeEntityRegistry;
import io.micronaut.data.model.runtime.RuntimePersistentEntity;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The Micronaut Data JDBC repositories of the application, booted by Micronaut Test on one
 * database per subclass. The tables are created here, as a migration tool would create them: the
 * ids are 12-byte binary columns, and the names unquoted: Micronaut Data quotes them, in upper
 * case on H2 (backticks) and in lower case on PostgreSQL. The subclasses turn off Micronaut Test's
 * transaction per test, so what a repository saves is committed, and the raw JDBC reads see it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class MicronautDataSuite implements TestPropertyProvider {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Inject OrderRepository orders;

  @Inject CustomerRepository customers;

  @Inject ApplicationContext context;

  private Customer ada;

  /** The database of this subclass. */
  abstract TestDatabase database();

  /** The Micronaut Data dialect of that database. */
  abstract String dialect();

  /** Its type for a 12-byte id column. */
  abstract String idColumnType();

  @Override
  public Map<String, String> getProperties() {
    TestDatabase database = database();
    createTables(database);
    return Map.of(
        "datasources.default.url", database.url(),
        "datasources.default.username", database.user(),
        "datasources.default.password", database.password(),
        "datasources.default.dialect", dialect());
  }

  private void createTables(TestDatabase database) {
    String id = idColumnType();
    try (Connection connection = database.connect();
        Statement ddl = connection.createStatement()) {
      ddl.execute("drop table if exists mn_order");
      ddl.execute("drop table if exists mn_customer");
      ddl.execute("create table mn_customer (id " + id + " primary key, name varchar(100))");
      ddl.execute(
          "create table mn_order (id "
              + id
              + " primary key, customer_id "
              + id
              + " not null references mn_customer (id), item varchar(100))");
    } catch (SQLException e) {
      throw new IllegalStateException("Could not create the tables in " + database, e);
    }
  }

  @BeforeEach
  void oneCustomer() {
    orders.deleteAll();
    customers.deleteAll();
    ada = customers.save(new Customer("Ada"));
  }

  @Test
  void everyIdPropertyIsABinaryColumnWithTheGeneratedConverter() {
    // What the processor wrote because micronaut-data-model was on the compile classpath: a
    // @TypeDef on the id class, which Micronaut Data's processor applied to each property.
    TypeDef typeDef = OrderId.class.getAnnotation(TypeDef.class);
    assertEquals(DataType.BYTE_ARRAY, typeDef.type());
    assertEquals(OrderIdMicronautConverter.class, typeDef.converter());

    RuntimeEntityRegistry entities = context.getBean(RuntimeEntityRegistry.class);
    RuntimePersistentEntity<Order> order = entities.getEntity(Order.class);
    assertEquals(DataType.BYTE_ARRAY, order.getIdentity().getDataType());
    assertEquals(OrderIdMicronautConverter.class, order.getIdentity().getConverter().getClass());
    RuntimePersistentEntity<Customer> customer = entities.getEntity(Customer.class);
    assertEquals(DataType.BYTE_ARRAY, customer.getIdentity().getDataType());

    // A bean, as Micronaut Data asks for it, that maps null to null.
    OrderIdMicronautConverter converter = context.getBean(OrderIdMicronautConverter.class);
    OrderId id = OrderId.generate();
    assertArrayEquals(id.toByteArray(), converter.convertToPersistedValue(id, null));
    assertEquals(id, converter.convertToEntityValue(id.toByteArray(), null));
    assertNull(converter.convertToPersistedValue(null, null));
    assertNull(converter.convertToEntityValue(null, null));
  }

  @Test
  void aSavedOrderGetsAGeneratedIdAndIsFoundById() {
    Order order = new Order(ada, "pen");
    assertNull(order.getId());

    OrderId id = orders.save(order).getId();

    assertNotNull(id);
    Order found = orders.findById(id).orElseThrow();
    assertEquals(id, found.getId());
    assertEquals("pen", found.getItem());
    assertEquals(ada.getId(), found.getCustomer().getId());
    assertTrue(orders.existsById(id));
    assertFalse(orders.existsById(OrderId.generate()));
  }

  @Test
  void theIdColumnHoldsTheIdsTwelveBytes() throws SQLException {
    OrderId id = orders.save(new Order(ada, "pen")).getId();

    try (Connection connection = database().connect();
        Statement query = connection.createStatement();
        ResultSet row = query.executeQuery("select id, customer_id from mn_order")) {
      assertTrue(row.next());
      assertArrayEquals(id.toByteArray(), row.getBytes(1));
      assertArrayEquals(ada.getId().toByteArray(), row.getBytes(2));
      assertFalse(row.next());
    }
  }

  @Test
  void findByIdBetweenMinForAndMaxForIsATimeRange() {
    AtomicReference<Instant> clock = new AtomicReference<>(T0);
    List<OrderId> ids =
        ObjectIdGenerator.builder()
            .clock(clock::get)
            .build()
            .call(
                () -> {
                  List<OrderId> made = new ArrayList<>();
                  for (int second : new int[] {0, 10, 20, 30}) {
                    clock.set(T0.plusSeconds(second));
                    made.add(orders.save(new Order(ada, "at " + second)).getId());
                  }
                  return made;
                });

    List<OrderId> between =
        orders
            .findByIdBetweenOrderById(
                OrderId.minFor(T0.plusSeconds(5)), OrderId.maxFor(T0.plusSeconds(20)))
            .stream()
            .map(Order::getId)
            .toList();

    assertEquals(ids.subList(1, 3), between);
  }

  @Test
  void orderByIdIsCreationOrder() {
    List<OrderId> created = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      created.add(orders.save(new Order(ada, "item " + i)).getId());
    }
    assertEquals(created, orders.listOrderById().stream().map(Order::getId).toList());
  }

  @Test
  void aTypedForeignKeyIsAQueryParameter() {
    Customer grace = customers.save(new Customer("Grace"));
    OrderId adas = orders.save(new Order(ada, "pen")).getId();
    orders.save(new Order(grace, "ink"));

    assertEquals(
        List.of(adas),
        orders.findByCustomerIdOrderById(ada.getId()).stream().map(Order::getId).toList());
  }

  @Test
  void aJoinOnTheTypedForeignKeyLoadsTheCustomer() {
    OrderId id = orders.save(new Order(ada, "pen")).getId();

    Order found = orders.retrieveById(id).orElseThrow();

    assertEquals(ada.getId(), found.getCustomer().getId());
    assertEquals("Ada", found.getCustomer().getName());
  }

  @Test
  void deleteByIdDeletesThatOrderOnly() {
    OrderId pen = orders.save(new Order(ada, "pen")).getId();
    OrderId ink = orders.save(new Order(ada, "ink")).getId();

    orders.deleteById(pen);

    assertEquals(List.of(ink), orders.listOrderById().stream().map(Order::getId).toList());
  }
}
