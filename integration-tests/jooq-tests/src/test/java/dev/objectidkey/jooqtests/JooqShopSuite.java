package dev.objectidkey.jooqtests;

import static dev.objectidkey.jooqtests.db.Tables.CUSTOMERS;
import static dev.objectidkey.jooqtests.db.Tables.ORDERS;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.objectidkey.jooqtests.db.tables.records.OrdersRecord;
import dev.objectidkey.testing.TestDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.conf.RenderQuotedNames;
import org.jooq.conf.Settings;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The shop through jOOQ's DSL and the generated tables, on one database per subclass: typed ids
 * inserted, found, joined, sorted and queried by creation time, stored as their 12 bytes.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class JooqShopSuite {

  /** Where the tables go on PostgreSQL and MariaDB; on H2 the in-memory database is this suite's. */
  static final String SCHEMA = "oik_jooq";

  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  private Connection connection;
  private DSLContext db;
  private Shop shop;

  /** The database this subclass runs on. */
  abstract TestDatabase database();

  @BeforeAll
  void createSchema() throws SQLException, IOException {
    TestDatabase database = database();
    connection = database.connect();
    try (Statement ddl = connection.createStatement()) {
      ddl.execute("drop table if exists orders");
      ddl.execute("drop table if exists customers");
      for (String statement : schemaScript(database.kind())) {
        ddl.execute(statement);
      }
    }
    SQLDialect dialect =
        switch (database.kind()) {
          case H2 -> SQLDialect.H2;
          case POSTGRESQL -> SQLDialect.POSTGRES;
          case MARIADB -> SQLDialect.MARIADB;
        };
    // The script creates its tables unquoted, which H2 folds to upper case and the others keep in
    // lower case; the generated names are lower case (defaultNameCase), and unquoted SQL lets
    // each database fold them its own way.
    db =
        DSL.using(
            connection, dialect, new Settings().withRenderQuotedNames(RenderQuotedNames.NEVER));
    shop = new Shop(db);
  }

  /** db/schema.sql, which the code generator read, with bytea for binary(12) on PostgreSQL. */
  private static List<String> schemaScript(TestDatabase.Kind kind) throws IOException {
    String script;
    try (InputStream in = JooqShopSuite.class.getResourceAsStream("/db/schema.sql")) {
      script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    script = script.replaceAll("(?m)--.*$", "");
    if (kind == TestDatabase.Kind.POSTGRESQL) {
      script = script.replace("binary(12)", "bytea     ");
    }
    List<String> statements = new ArrayList<>();
    for (String statement : script.split(";")) {
      if (!statement.isBlank()) {
        statements.add(statement.strip());
      }
    }
    return statements;
  }

  /** The jOOQ context on this suite's database. */
  DSLContext db() {
    return db;
  }

  @AfterAll
  void close() throws SQLException {
    if (connection != null) {
      connection.close();
    }
  }

  @BeforeEach
  void emptyTables() {
    db.deleteFrom(ORDERS).execute();
    db.deleteFrom(CUSTOMERS).execute();
  }

  @Test
  void anInsertedOrderIsFoundByItsTypedId() {
    CustomerId ada = shop.addCustomer("Ada");
    OrderId id = shop.placeOrder(ada, "coffee", 2);

    OrdersRecord order = db.selectFrom(ORDERS).where(ORDERS.ID.eq(id)).fetchOne();

    assertEquals(id, order.getId());
    assertSame(OrderId.class, order.getId().getClass());
    assertEquals(ada, order.getCustomerId());
    assertEquals("coffee", order.getItem());
  }

  @Test
  void betweenMinForAndMaxForReturnsExactlyTheOrdersOfThoseSeconds() {
    CustomerId ada = shop.addCustomer("Ada");
    List<OrderId> bySecond = new ArrayList<>();
    for (int second = 0; second < 6; second++) {
      bySecond.add(shop.importOrder(T0.plusSeconds(second), ada, "tea", 1));
    }
    OrderId alsoSecond2 = shop.importOrder(T0.plusSeconds(2), ada, "cake", 1);
    Instant t1 = T0.plusSeconds(1);
    Instant t2 = T0.plusSeconds(3).plusMillis(999);

    List<OrderId> found =
        db.select(ORDERS.ID)
            .from(ORDERS)
            .where(ORDERS.ID.between(OrderId.minFor(t1), OrderId.maxFor(t2)))
            .orderBy(ORDERS.ID)
            .fetch(ORDERS.ID);

    assertEquals(List.of(bySecond.get(1), bySecond.get(2), alsoSecond2, bySecond.get(3)), found);
    assertEquals(
        found, shop.ordersPlacedBetween(t1, t2).stream().map(Order::id).toList(), "the shop's");
  }

  @Test
  void aJoinOnTheTypedForeignKeyPairsEachOrderWithItsCustomer() {
    CustomerId ada = shop.addCustomer("Ada");
    CustomerId grace = shop.addCustomer("Grace");
    OrderId first = shop.placeOrder(ada, "coffee", 1);
    OrderId second = shop.placeOrder(grace, "tea", 1);
    OrderId third = shop.placeOrder(ada, "bagel", 3);

    Map<OrderId, String> byOn = shop.customerNamesByOrder();
    Map<OrderId, String> byKey =
        db.select(ORDERS.ID, CUSTOMERS.NAME)
            .from(ORDERS)
            .join(CUSTOMERS)
            .onKey()
            .fetchMap(ORDERS.ID, CUSTOMERS.NAME);

    Map<OrderId, String> expected = Map.of(first, "Ada", second, "Grace", third, "Ada");
    assertEquals(expected, byOn);
    assertEquals(expected, byKey);
    assertEquals(
        List.of(first, third),
        db.select(ORDERS.ID)
            .from(ORDERS)
            .join(CUSTOMERS)
            .on(ORDERS.CUSTOMER_ID.eq(CUSTOMERS.ID))
            .where(CUSTOMERS.ID.eq(ada))
            .orderBy(ORDERS.ID)
            .fetch(ORDERS.ID));
  }

  @Test
  void orderByIdIsCreationOrderAlsoAcrossTheSignBitOfTheTimestamp() {
    CustomerId ada = shop.addCustomer("Ada");
    // 1990, now, and 2040: from 2038-01-19 on, the first byte is 0x80 or more, which a signed
    // comparison would sort before 1990.
    List<OrderId> created = new ArrayList<>();
    created.add(OrderId.generateAt(Instant.parse("1990-01-01T00:00:00Z")));
    for (int i = 0; i < 10; i++) {
      created.add(OrderId.generate());
    }
    created.add(OrderId.generateAt(Instant.parse("2040-01-01T00:00:00Z")));
    List<OrderId> shuffled = new ArrayList<>(created);
    Collections.shuffle(shuffled, new Random(29));
    for (OrderId id : shuffled) {
      db.insertInto(ORDERS, ORDERS.ID, ORDERS.CUSTOMER_ID, ORDERS.ITEM, ORDERS.QUANTITY)
          .values(id, ada, "tea", 1)
          .execute();
    }

    List<OrderId> sorted = db.select(ORDERS.ID).from(ORDERS).orderBy(ORDERS.ID).fetch(ORDERS.ID);

    assertEquals(created, sorted);
    List<OrderId> inMemory = new ArrayList<>(shuffled);
    inMemory.sort(OrderId.comparator());
    assertEquals(inMemory, sorted);
  }

  @Test
  void idColumnsAreBoundAsTheIdsTwelveBytes() throws SQLException {
    CustomerId ada = shop.addCustomer("Ada");
    OrderId id = shop.placeOrder(ada, "coffee", 1);

    try (Statement query = connection.createStatement();
        ResultSet row = query.executeQuery("select id, customer_id from orders")) {
      row.next();
      assertArrayEquals(id.toByteArray(), row.getBytes(1));
      assertArrayEquals(ada.toByteArray(), row.getBytes(2));
    }
    assertEquals(SQLDataType.BINARY, ORDERS.ID.getDataType().getSQLDataType());
    assertEquals(12, ORDERS.CUSTOMER_ID.getDataType().length());
    assertEquals(byte[].class, ORDERS.CUSTOMER_ID.getConverter().fromType());
  }

  @Test
  void recordsStoreAndReadTypedIds() {
    CustomerId grace = shop.addCustomer("Grace");
    OrdersRecord order = db.newRecord(ORDERS);
    order.setId(OrderId.generate());
    order.setCustomerId(grace);
    order.setItem("muffin");
    order.setQuantity(2);
    order.store();

    OrdersRecord read = db.fetchOne(ORDERS, ORDERS.ID.eq(order.getId()));

    assertEquals(order.getId(), read.getId());
    assertEquals(grace, read.getCustomerId());
  }
}
