package dev.objectidkey.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.testing.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The migration of docs/migrating.md, run by one tool on one database, then checked: the same
 * rows, every foreign key resolving to the same row as before, {@code ORDER BY id} equal to the
 * old {@code ORDER BY created_at, id}, each id's second equal to its row's {@code created_at},
 * and the application's Hibernate entities reading the rows and adding new ones after them.
 *
 * <p>One subclass per database and tool. Each test works in its own PostgreSQL schema or MariaDB
 * database ({@code migration_<tool>_<case>}, {@code oik_migration_<tool>_<case>}), dropped
 * before and after.
 */
abstract class MigrationSuite {

  private final List<Runnable> cleanups = new ArrayList<>();

  /** The database, in a schema of this name (PostgreSQL, MariaDB) or a fresh H2 database. */
  abstract TestDatabase database(String schema);

  /** The name of this test's schema on the server: MariaDB's test databases start with oik_. */
  String serverSchema(String name) {
    return name;
  }

  abstract MigrationTool tool();

  /** Drops the schema that {@link #database} made. */
  abstract void dropSchema(String schema) throws SQLException;

  /**
   * The tables that have a legacy_id column after the migration failed at the last table's swap:
   * none where the migration is one transaction (PostgreSQL), else those it swapped before.
   */
  abstract List<String> tablesSwappedWhenTheLastSwapFails();

  /** What the guide says to do before migrating, to recover from a failure: nothing by default. */
  void backUp(Connection connection, String schema) throws SQLException {}

  /** What the guide says to do after a failure, before running the migration again. */
  void restore(Connection connection, String schema) throws SQLException {}

  /** SQL that makes the migration's last table swap fail: a name it needs is taken. */
  abstract String takeANameTheLastStepNeeds();

  /** SQL that frees the name again. */
  abstract String freeTheName();

  /**
   * A query for the server session of a migration that waits for a lock on order_line, null
   * where the migration cannot run in another process (H2 in memory).
   */
  String sessionWaitingForOrderLine(String schema) {
    return null;
  }

  /** SQL that ends a server session, given its id. */
  String killSession(String id) {
    throw new UnsupportedOperationException();
  }

  /** The columns new_id and legacy_id that the killed migration leaves, by table. */
  List<String> columnsLeftByAKilledMigration() {
    throw new UnsupportedOperationException();
  }

  @AfterEach
  void dropSchemas() {
    cleanups.forEach(Runnable::run);
  }

  @Test
  void aBigintKeyedSchemaMovesToObjectIdsKeepingRowsLinksAndOrder() throws Exception {
    migrateAndCheck(KeyKind.BIGINT);
  }

  @Test
  void aUuidKeyedSchemaMovesToObjectIdsKeepingRowsLinksAndOrder() throws Exception {
    migrateAndCheck(KeyKind.UUID);
  }

  private void migrateAndCheck(KeyKind keys) throws Exception {
    String schema = schemaFor(keys.sqlName());
    TestDatabase database = database(schema);
    LegacyShop.Snapshot before;
    try (Connection connection = database.connect()) {
      LegacyShop.create(connection, directoryName(database), keys);
      before = LegacyShop.before(connection);
    }

    tool().migrate(database, schema, keys);

    check(database, keys, before);
  }

  @Test
  void aFailureHalfWayThenTheSameMigrationAgainFinishes() throws Exception {
    KeyKind keys = KeyKind.BIGINT;
    String schema = schemaFor("failure");
    TestDatabase database = database(schema);
    LegacyShop.Snapshot before;
    try (Connection connection = database.connect();
        Statement statement = connection.createStatement()) {
      LegacyShop.create(connection, directoryName(database), keys);
      before = LegacyShop.before(connection);
      statement.execute(takeANameTheLastStepNeeds());
      backUp(connection, schema);
    }

    Exception failure = assertThrows(Exception.class, () -> tool().migrate(database, schema, keys));
    System.out.println(
        getClass().getSimpleName() + ": the migration failed as planned: " + rootCause(failure));

    try (Connection connection = database.connect();
        Statement statement = connection.createStatement()) {
      List<String> swapped = tablesWithColumn(connection, "legacy_id");
      assertEquals(
          tablesSwappedWhenTheLastSwapFails(),
          swapped,
          "tables with legacy_id after the migration failed at the last table");
      if (swapped.isEmpty()) {
        assertEquals(before, LegacyShop.before(connection), "the rows should be as before");
      }
      restore(connection, schema);
      statement.execute(freeTheName());
    }

    tool().recoverAfterFailure(database, schema, keys);
    tool().migrate(database, schema, keys);

    check(database, keys, before);
  }

  /** SQL that lets {@code table.created_at} hold null, as many legacy schemas do. */
  String allowNullCreatedAt(String table) {
    return "alter table " + table + " alter column created_at drop not null";
  }

  /**
   * A row whose created_at has no id second (before 1970, after 2106, or null) stops the
   * migration before its first change, with a message naming the table, the row's old key and
   * the value; once corrected, the same migration runs. Before, a 1969 row got an id of 2106, a
   * 9999-12-31 row one of an arbitrary past second, and a null stopped it naming the id column.
   */
  @Test
  void aCreatedAtWithoutAnIdSecondIsRefusedBeforeAnyChange() throws Exception {
    KeyKind keys = KeyKind.BIGINT;
    String schema = schemaFor("created_at");
    TestDatabase database = database(schema);
    try (Connection connection = database.connect();
        Statement statement = connection.createStatement()) {
      LegacyShop.create(connection, directoryName(database), keys);
      statement.execute(allowNullCreatedAt("order_line"));
    }
    record Refused(String table, LocalDateTime createdAt, String shownAs) {}
    for (Refused refused :
        List.of(
            new Refused(
                "orders", LocalDateTime.parse("1969-12-31T23:59:59"), "1969-12-31 23:59:59"),
            new Refused(
                "customer", LocalDateTime.parse("9999-12-31T00:00:00"), "9999-12-31 00:00:00"),
            new Refused("order_line", null, "null"))) {
      String oldKey;
      LocalDateTime original;
      String schemaBefore;
      LegacyShop.Snapshot rowsBefore;
      try (Connection connection = database.connect()) {
        oldKey = LegacyShop.strings(connection, "select min(id) from " + refused.table()).get(0);
        original = setCreatedAt(connection, refused.table(), oldKey, refused.createdAt());
        schemaBefore = schemaOf(connection);
        rowsBefore = LegacyShop.before(connection);
      }

      Exception failure =
          assertThrows(Exception.class, () -> tool().migrate(database, schema, keys));

      Throwable cause = failure;
      while (cause.getCause() != null) {
        cause = cause.getCause();
      }
      String message = String.valueOf(cause.getMessage());
      System.out.println(getClass().getSimpleName() + ": refused as planned: " + message);
      assertTrue(
          message.contains(
              "[ObjectIdKey] cannot migrate table "
                  + refused.table()
                  + ": the row with old key "
                  + oldKey
                  + " has created_at "
                  + refused.shownAs()),
          message);
      assertTrue(
          message.contains(
              "which must be from 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC. Set such a"
                  + " created_at on these rows, then run the migration again; nothing was"
                  + " changed"),
          message);
      try (Connection connection = database.connect()) {
        assertEquals(schemaBefore, schemaOf(connection), "the schema should be as before");
        assertEquals(rowsBefore, LegacyShop.before(connection), "the rows should be as before");
        setCreatedAt(connection, refused.table(), oldKey, original);
      }
      tool().recoverAfterRefusal(database, schema, keys);
    }

    tool().migrate(database, schema, keys);
    try (Connection connection = database.connect()) {
      assertEquals(LegacyShop.TABLES, tablesWithColumn(connection, "legacy_id"), "migrated");
    }
  }

  /** Sets one row's created_at, returning the one it had. */
  private static LocalDateTime setCreatedAt(
      Connection connection, String table, String oldKey, LocalDateTime createdAt)
      throws SQLException {
    LocalDateTime original;
    try (PreparedStatement select =
        connection.prepareStatement("select created_at from " + table + " where id = ?")) {
      select.setLong(1, Long.parseLong(oldKey));
      try (ResultSet row = select.executeQuery()) {
        row.next();
        original = row.getObject(1, LocalDateTime.class);
      }
    }
    try (PreparedStatement update =
        connection.prepareStatement("update " + table + " set created_at = ? where id = ?")) {
      update.setObject(1, createdAt);
      update.setLong(2, Long.parseLong(oldKey));
      assertEquals(1, update.executeUpdate());
    }
    return original;
  }

  /**
   * The shop's tables and objectid_migration as the migration changes them: each column with its
   * type and nullability, the primary keys and the foreign keys.
   */
  private static String schemaOf(Connection connection) throws SQLException {
    StringBuilder schema = new StringBuilder();
    var metaData = connection.getMetaData();
    try (ResultSet columns =
        metaData.getColumns(connection.getCatalog(), connection.getSchema(), "%", "%")) {
      List<String> found = new ArrayList<>();
      while (columns.next()) {
        String table = columns.getString("TABLE_NAME").toLowerCase(Locale.ROOT);
        if (LegacyShop.TABLES.contains(table) || table.equals("objectid_migration")) {
          found.add(
              table
                  + "."
                  + columns.getString("COLUMN_NAME").toLowerCase(Locale.ROOT)
                  + " "
                  + columns.getString("TYPE_NAME")
                  + " "
                  + columns.getString("IS_NULLABLE"));
        }
      }
      found.sort(null);
      schema.append(found);
    }
    for (String table : LegacyShop.TABLES) {
      for (String name : List.of(table, table.toUpperCase(Locale.ROOT))) {
        try (ResultSet keys =
            metaData.getPrimaryKeys(connection.getCatalog(), connection.getSchema(), name)) {
          while (keys.next()) {
            schema.append(" pk ").append(name).append('.').append(keys.getString("COLUMN_NAME"));
          }
        }
        try (ResultSet keys =
            metaData.getImportedKeys(connection.getCatalog(), connection.getSchema(), name)) {
          while (keys.next()) {
            schema.append(" fk ").append(name).append('.').append(keys.getString("FKCOLUMN_NAME"));
          }
        }
      }
    }
    return schema.toString();
  }

  /**
   * The migration's process is killed while it waits for a lock on order_line, the last table,
   * which a reading transaction holds; then the same migration runs again and finishes.
   */
  @Test
  void aKilledMigrationThenTheSameMigrationAgainFinishes() throws Exception {
    KeyKind keys = KeyKind.BIGINT;
    String schema = schemaFor("killed");
    Assumptions.assumeTrue(
        sessionWaitingForOrderLine(schema) != null,
        "the migration runs in another process only on a server");
    TestDatabase database = database(schema);
    LegacyShop.Snapshot before;
    try (Connection connection = database.connect()) {
      LegacyShop.create(connection, directoryName(database), keys);
      before = LegacyShop.before(connection);
    }

    try (Connection reader = database.connect();
        Statement read = reader.createStatement();
        Connection observer = database.connect();
        Statement observe = observer.createStatement()) {
      reader.setAutoCommit(false);
      LegacyShop.strings(reader, "select product from order_line where quantity > 0");
      Process migration =
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  MigrationProcess.class.getName(),
                  directoryName(database),
                  schema,
                  tool().name(),
                  keys.name())
              .redirectErrorStream(true)
              .redirectOutput(Path.of("target", schema + "-process.log").toFile())
              .start();
      String session = null;
      for (int i = 0; i < 600 && session == null && migration.isAlive(); i++) {
        Thread.sleep(100);
        List<String> waiting = LegacyShop.strings(observer, sessionWaitingForOrderLine(schema));
        session = waiting.isEmpty() ? null : waiting.get(0);
      }
      migration.destroyForcibly().waitFor();
      assertNotNull(
          session,
          "the migration should have waited for order_line (see target/"
              + schema
              + "-process.log)");
      observe.execute(killSession(session));
      reader.rollback();
    }

    try (Connection connection = database.connect()) {
      assertEquals(
          columnsLeftByAKilledMigration(),
          columns(connection, "new_id", "legacy_id"),
          "columns left by the killed migration");
      if (columnsLeftByAKilledMigration().isEmpty()) {
        assertEquals(before, LegacyShop.before(connection), "the rows should be as before");
      }
    }

    tool().recoverAfterKill(database, schema, keys);
    tool().migrate(database, schema, keys);

    check(database, keys, before);
  }

  private void check(TestDatabase database, KeyKind keys, LegacyShop.Snapshot before)
      throws Exception {
    try (Connection connection = database.connect()) {
      LegacyShop.Snapshot after = LegacyShop.after(connection);
      for (String table : LegacyShop.TABLES) {
        assertEquals(
            before.keysInOrder().get(table),
            after.keysInOrder().get(table),
            table
                + ": legacy_id in ORDER BY id should be the old keys in ORDER BY created_at, id"
                + " (same rows, same order)");
        assertEquals(
            List.of(),
            LegacyShop.idsWithoutTheirRowsSecond(connection, table),
            table + ": every id's timestamp should be its row's created_at second");
      }
      assertEquals(
          before.links(),
          after.links(),
          "every foreign key should resolve, to the row it referred to before");
      assertEquals(LegacyShop.CUSTOMERS, before.keysInOrder().get("customer").size());
      assertEquals(LegacyShop.LINES, after.links().get("order_line").size());
    }
    checkWithHibernate(database, keys, before);
  }

  /** The application after the migration: typed ids, schema validated at boot. */
  private static void checkWithHibernate(
      TestDatabase database, KeyKind keys, LegacyShop.Snapshot before) {
    Configuration configuration = new Configuration();
    database.connectionSettings().forEach((k, v) -> configuration.setProperty(k, (String) v));
    configuration.setProperty("hibernate.hbm2ddl.auto", "validate");
    List<Class<?>> entities =
        keys == KeyKind.BIGINT
            ? List.of(
                dev.objectidkey.migration.bigint.Customer.class,
                dev.objectidkey.migration.bigint.Order.class,
                dev.objectidkey.migration.bigint.OrderLine.class)
            : List.of(
                dev.objectidkey.migration.uuid.Customer.class,
                dev.objectidkey.migration.uuid.Order.class,
                dev.objectidkey.migration.uuid.OrderLine.class);
    entities.forEach(configuration::addAnnotatedClass);
    try (SessionFactory sessionFactory = configuration.buildSessionFactory()) {
      // Read: the migrated lines in id order, with their order and its customer.
      List<Object[]> lines =
          sessionFactory.fromTransaction(
              session ->
                  session
                      .createSelectionQuery(
                          "select l.legacyId, l.id, l.createdAt, l.order.legacyId,"
                              + " l.order.customer.legacyId from OrderLine l order by l.id",
                          Object[].class)
                      .getResultList());
      List<String> lineKeys = new ArrayList<>();
      for (Object[] line : lines) {
        lineKeys.add(line[0].toString());
        assertEquals(
            before.links().get("order_line").get(line[0].toString()),
            line[3].toString(),
            "the order of line " + line[0]);
        assertEquals(
            before.links().get("orders").get(line[3].toString()),
            line[4].toString(),
            "the customer of the order of line " + line[0]);
        dev.objectidkey.AbstractObjectId id = (dev.objectidkey.AbstractObjectId) line[1];
        assertEquals(
            ((LocalDateTime) line[2]).toEpochSecond(ZoneOffset.UTC),
            id.getTimestamp().getEpochSecond(),
            "OrderLineId.getTimestamp() of line " + line[0]);
      }
      assertEquals(before.keysInOrder().get("order_line"), lineKeys, "lines by id");

      // Write: a new customer, order and line get generated ids, after every migrated one.
      LocalDateTime now = LocalDateTime.now(ZoneOffset.UTC);
      sessionFactory.inTransaction(
          session -> {
            if (keys == KeyKind.BIGINT) {
              var customer = new dev.objectidkey.migration.bigint.Customer("new", now);
              var order = new dev.objectidkey.migration.bigint.Order(customer, now);
              session.persist(customer);
              session.persist(order);
              session.persist(new dev.objectidkey.migration.bigint.OrderLine(order, "new", 2, now));
            } else {
              var customer = new dev.objectidkey.migration.uuid.Customer("new", now);
              var order = new dev.objectidkey.migration.uuid.Order(customer, now);
              session.persist(customer);
              session.persist(order);
              session.persist(new dev.objectidkey.migration.uuid.OrderLine(order, "new", 2, now));
            }
          });
      for (String entity : List.of("Customer", "Order", "OrderLine")) {
        List<Object[]> rows =
            sessionFactory.fromTransaction(
                session ->
                    session
                        .createSelectionQuery(
                            "select e.legacyId, e.id from " + entity + " e order by e.id",
                            Object[].class)
                        .getResultList());
        Object[] last = rows.get(rows.size() - 1);
        assertNull(last[0], entity + ": the new row (legacy_id null) should sort last by id");
        assertEquals(
            rows.size() - 1,
            rows.stream().filter(row -> row[0] != null).count(),
            entity + ": every other row is a migrated one");
      }
      long newCustomers =
          sessionFactory.fromTransaction(
              session ->
                  session
                      .createSelectionQuery(
                          "select count(o) from Order o where o.customer.name = 'new'", Long.class)
                      .getSingleResult());
      assertEquals(1, newCustomers, "the new order should reach its new customer");
    }
  }

  private String schemaFor(String testCase) {
    String schema =
        serverSchema("migration_" + tool().name().toLowerCase(Locale.ROOT) + "_" + testCase);
    try {
      dropSchema(schema);
    } catch (SQLException e) {
      throw new IllegalStateException("could not drop " + schema + " left by an earlier run", e);
    }
    cleanups.add(
        () -> {
          try {
            dropSchema(schema);
          } catch (SQLException e) {
            throw new IllegalStateException("could not drop " + schema, e);
          }
        });
    return schema;
  }

  private static String directoryName(TestDatabase database) {
    return database.kind().name().toLowerCase(Locale.ROOT);
  }

  /** Which tables have which of these columns, as "table.column", in table order. */
  private static List<String> columns(Connection connection, String... names) throws SQLException {
    List<String> found = new ArrayList<>();
    for (String table : LegacyShop.TABLES) {
      for (String name : names) {
        if (tablesWithColumn(connection, name).contains(table)) {
          found.add(table + "." + name);
        }
      }
    }
    return found;
  }

  private static List<String> tablesWithColumn(Connection connection, String column)
      throws SQLException {
    List<String> tables = new ArrayList<>();
    for (String table : LegacyShop.TABLES) {
      try (var columns =
          connection
              .getMetaData()
              .getColumns(connection.getCatalog(), connection.getSchema(), "%", "%")) {
        while (columns.next()) {
          if (columns.getString("TABLE_NAME").equalsIgnoreCase(table)
              && columns.getString("COLUMN_NAME").equalsIgnoreCase(column)) {
            tables.add(table);
            break;
          }
        }
      }
    }
    return tables;
  }

  private static String rootCause(Throwable failure) {
    Throwable cause = failure;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    String message = String.valueOf(cause.getMessage());
    return message.length() > 300 ? message.substring(0, 300) + "..." : message;
  }
}
