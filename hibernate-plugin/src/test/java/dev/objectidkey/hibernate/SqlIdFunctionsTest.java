package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.ShipmentId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The functions that make ids in the database ({@code objectid_generate()}, {@code
 * objectid_at(t)}, {@code objectid_from_hex(text)}) on H2, PostgreSQL and MariaDB, installed from
 * the scripts in the plugin jar, twice, as a DBA would: ids made by a column {@code DEFAULT} and by
 * concurrent sessions never repeat, a million ids for one second are distinct, and every id reads
 * back in Java with the right timestamp.
 *
 * <p>Each database runs in this test's own schema (a MariaDB database, a private in-memory H2),
 * {@value #SCHEMA}, created when absent and never dropped; the tables it creates are dropped first.
 */
class SqlIdFunctionsTest {

  static final String SCHEMA = "oik_sql_id_functions";

  /** The past second that backfill tests make ids for. */
  private static final Instant PAST = Instant.parse("2019-03-01T10:15:30Z");

  /** How one database differs: how to install, the column type, a numbers table, the time. */
  private abstract static class Dialect {
    final TestDatabase database;

    Dialect(TestDatabase database) {
      this.database = database.inSchema(SCHEMA);
    }

    abstract void install(Statement sql) throws Exception;

    abstract String binaryType();

    /** An expression for a column DEFAULT that makes a new id. */
    abstract String defaultExpression();

    /** A table of {@code n} rows with a column {@code n} from 1. */
    abstract String numbers(int n);

    abstract void bindTime(PreparedStatement statement, int index, Instant t) throws SQLException;
  }

  private static final class Postgres extends Dialect {
    Postgres() {
      super(TestDatabase.postgres());
    }

    @Override
    void install(Statement sql) throws Exception {
      sql.execute(SqlScripts.read("postgresql.sql"));
    }

    @Override
    String binaryType() {
      return "bytea";
    }

    @Override
    String defaultExpression() {
      return "objectid_generate()";
    }

    @Override
    String numbers(int n) {
      return "generate_series(1, " + n + ") as numbers(n)";
    }

    @Override
    void bindTime(PreparedStatement statement, int index, Instant t) throws SQLException {
      statement.setObject(index, t.atOffset(ZoneOffset.UTC));
    }
  }

  private static final class MariaDb extends Dialect {
    MariaDb() {
      super(TestDatabase.mariaDb());
    }

    @Override
    void install(Statement sql) throws Exception {
      for (String statement : SqlScriptsTest.splitOnDelimiters(SqlScripts.read("mariadb.sql"))) {
        sql.execute(statement);
      }
    }

    @Override
    String binaryType() {
      return "binary(12)";
    }

    @Override
    String defaultExpression() {
      return MARIADB_DEFAULT;
    }

    @Override
    String numbers(int n) {
      // MariaDB's Sequence engine: a virtual table of the numbers 1 to n.
      return "(select seq as n from seq_1_to_" + n + ") as numbers";
    }

    @Override
    void bindTime(PreparedStatement statement, int index, Instant t) throws SQLException {
      // objectid_at reads a DATETIME as UTC, the inverse of objectid_timestamp.
      statement.setObject(index, t.atOffset(ZoneOffset.UTC).toLocalDateTime());
    }
  }

  private static final class H2 extends Dialect {
    H2() {
      super(TestDatabase.h2(SCHEMA));
    }

    @Override
    void install(Statement sql) throws Exception {
      sql.execute("runscript from 'classpath:/dev/objectidkey/hibernate/sql/h2.sql'");
    }

    @Override
    String binaryType() {
      return "binary(12)";
    }

    @Override
    String defaultExpression() {
      return "objectid_generate()";
    }

    @Override
    String numbers(int n) {
      return "system_range(1, " + n + ") as numbers(n)";
    }

    @Override
    void bindTime(PreparedStatement statement, int index, Instant t) throws SQLException {
      statement.setObject(index, t.atOffset(ZoneOffset.UTC));
    }
  }

  /** The DEFAULT documented for MariaDB, where a stored function cannot be a DEFAULT. */
  static final String MARIADB_DEFAULT =
      "(unhex(concat(lpad(hex(unix_timestamp()), 8, '0'),"
          + " lpad(hex(next value for objectid_sequence), 16, '0'))))";

  @Test
  void h2MakesIdsInTheDatabase() throws Exception {
    assertIdFunctions(new H2(), 1_000_000);
  }

  @Test
  void postgresqlMakesIdsInTheDatabase() throws Exception {
    assertIdFunctions(new Postgres(), 1_000_000);
  }

  @Test
  void mariadbMakesIdsInTheDatabase() throws Exception {
    assertIdFunctions(new MariaDb(), 1_000_000);
  }

  /**
   * Quoted input in the scripts' messages is escaped as {@code OrderId.parse} escapes it in Java,
   * for every character of the Basic Multilingual Plane and characters above it. Before, {@code
   * objectid_from_hex(E'abc\nERROR: forged')} put a forged second ERROR line into the server
   * log, and a U+202E reached it as it is.
   */
  @Test
  void postgresqlQuotesValuesInMessagesAsJavaDoes() throws Exception {
    assertQuotesAsJava(new Postgres());
  }

  @Test
  void mariadbQuotesValuesInMessagesAsJavaDoes() throws Exception {
    assertQuotesAsJava(new MariaDb());
  }

  private static void assertQuotesAsJava(Dialect dialect) throws Exception {
    try (Connection connection = dialect.database.connect();
        Statement sql = connection.createStatement()) {
      dialect.install(sql);
      try (PreparedStatement fromHex = connection.prepareStatement("select objectid_from_hex(?)")) {
        fromHex.setString(1, "abc\nERROR: forged \u202e");
        SQLException thrown = assertThrows(SQLException.class, fromHex::executeQuery);
        assertTrue(
            thrown
                .getMessage()
                .contains("[ObjectIdKey] objectid_from_hex(\"abc\\u000aERROR: forged \\u202e\"):"),
            thrown::toString);
        assertFalse(thrown.getMessage().contains("\nERROR"), thrown::toString);
        assertFalse(thrown.getMessage().contains("\u202e"), thrown::toString);
      }
      List<String> values = new ArrayList<>();
      StringBuilder chunk = new StringBuilder();
      for (int c = 1; c <= 0xFFFF; c++) {
        if (Character.isSurrogate((char) c) || c == 0x890 || c == 0x891) {
          continue; // PostgreSQL text holds no lone surrogate; 0890-0891 are Cf after Unicode 13
        }
        chunk.append((char) c);
        if (chunk.length() == 64) {
          values.add(chunk.toString());
          chunk.setLength(0);
        }
      }
      values.add(chunk.toString());
      values.add("\ud834\udd73x\ud83d\ude00\"\\\u202e\udb40\udc41" + "a".repeat(70));
      values.add("a".repeat(63) + "\ud83d\ude00");
      try (PreparedStatement quote = connection.prepareStatement("select objectid_quote(?)")) {
        for (String value : values) {
          quote.setString(1, value);
          try (ResultSet row = quote.executeQuery()) {
            assertTrue(row.next());
            assertEquals(javaQuote(value), row.getString(1), () -> "quoting " + value);
          }
        }
      }
    }
  }

  /** How {@code parse}'s message quotes {@code value}. */
  private static String javaQuote(String value) {
    String message =
        assertThrows(IllegalArgumentException.class, () -> ShipmentId.parse(value)).getMessage();
    String start = "Invalid ShipmentId ";
    return message.substring(start.length(), message.lastIndexOf(": expected 24"));
  }

  private static void assertIdFunctions(Dialect dialect, int sameSecond) throws Exception {
    try (Connection connection = dialect.database.connect();
        Statement sql = connection.createStatement()) {
      dialect.install(sql);
      dialect.install(sql); // a second run changes nothing and fails on nothing
      assertDefaultMakesIdsForConcurrentSessions(dialect, sql);
      assertManyIdsForOneSecondAreDistinct(dialect, connection, sameSecond);
      assertIdsForOneSecondIncreaseInCallOrder(dialect, connection);
      assertRangeOfObjectIdAt(dialect, connection);
      assertFromHex(connection);
    }
  }

  private static void assertDefaultMakesIdsForConcurrentSessions(Dialect dialect, Statement sql)
      throws Exception {
    sql.execute("drop table if exists oik_default_ids");
    sql.execute(
        "create table oik_default_ids (id "
            + dialect.binaryType()
            + " default "
            + dialect.defaultExpression()
            + " primary key, thread int not null, n int not null)");
    Instant before = Instant.now().minusSeconds(1);
    int threads = 4;
    int perThread = 500;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        done.add(
            pool.submit(
                () -> {
                  try (Connection session = dialect.database.connect();
                      PreparedStatement insert =
                          session.prepareStatement(
                              "insert into oik_default_ids (thread, n) values (?, ?)")) {
                    for (int i = 0; i < perThread; i++) {
                      insert.setInt(1, thread);
                      insert.setInt(2, i);
                      insert.executeUpdate();
                    }
                  }
                  return null;
                }));
      }
      for (Future<?> future : done) {
        future.get();
      }
    } finally {
      pool.shutdown();
    }
    Instant after = Instant.now().plusSeconds(1);
    Set<ShipmentId> ids = new HashSet<>();
    try (ResultSet rows = sql.executeQuery("select id from oik_default_ids order by thread, n")) {
      while (rows.next()) {
        ShipmentId id = ShipmentId.fromBytes(rows.getBytes(1));
        assertTrue(ids.add(id), () -> "repeated " + id);
        assertTrue(
            !id.getTimestamp().isBefore(before) && !id.getTimestamp().isAfter(after),
            () -> id + " at " + id.getTimestamp() + ", made between " + before + " and " + after);
      }
    }
    assertEquals(threads * perThread, ids.size());
    sql.execute("drop table oik_default_ids");
  }

  private static void assertManyIdsForOneSecondAreDistinct(
      Dialect dialect, Connection connection, int count) throws SQLException {
    // One statement: the database makes all ids, counts them, the distinct ones, and those whose
    // bytes 0-3 are t's second (PostgreSQL has no min(bytea), so no min and max here).
    try (PreparedStatement select =
        connection.prepareStatement(
            "select count(*), count(distinct id),"
                + " sum(case when substring(id, 1, 4) = ? then 1 else 0 end)"
                + " from (select objectid_at(?) as id from "
                + dialect.numbers(count)
                + ") ids")) {
      select.setBytes(1, Arrays.copyOf(ShipmentId.minFor(PAST).toByteArray(), 4));
      dialect.bindTime(select, 2, PAST.plusMillis(999));
      try (ResultSet row = select.executeQuery()) {
        assertTrue(row.next());
        assertEquals(count, row.getLong(1));
        assertEquals(count, row.getLong(2), "distinct ids");
        assertEquals(count, row.getLong(3), "ids whose timestamp is " + PAST);
      }
    }
  }

  private static void assertIdsForOneSecondIncreaseInCallOrder(
      Dialect dialect, Connection connection) throws SQLException {
    try (PreparedStatement select =
        connection.prepareStatement(
            "select n, objectid_at(?) from " + dialect.numbers(1000) + " order by n")) {
      dialect.bindTime(select, 1, PAST);
      try (ResultSet rows = select.executeQuery()) {
        ShipmentId previous = null;
        while (rows.next()) {
          ShipmentId id = ShipmentId.fromBytes(rows.getBytes(2));
          ShipmentId before = previous;
          assertTrue(before == null || before.compareTo(id) < 0, () -> id + " after " + before);
          previous = id;
        }
      }
    }
  }

  private static void assertRangeOfObjectIdAt(Dialect dialect, Connection connection)
      throws SQLException {
    try (PreparedStatement select = connection.prepareStatement("select objectid_at(?)")) {
      for (Instant edge :
          List.of(Instant.EPOCH, Instant.parse("2106-02-07T06:28:15.500Z"), PAST.plusNanos(1))) {
        dialect.bindTime(select, 1, edge);
        try (ResultSet row = select.executeQuery()) {
          assertTrue(row.next());
          assertEquals(
              Instant.ofEpochSecond(edge.getEpochSecond()),
              ShipmentId.fromBytes(row.getBytes(1)).getTimestamp());
        }
      }
      for (Instant bad :
          List.of(Instant.parse("1969-12-31T23:59:59Z"), Instant.parse("2106-02-07T06:28:16Z"))) {
        dialect.bindTime(select, 1, bad);
        SQLException thrown = assertThrows(SQLException.class, select::executeQuery);
        String year = bad.toString().substring(0, 4);
        assertTrue(
            thrown.getMessage().contains(year) && thrown.getMessage().contains("1970-01-01"),
            () -> "names " + bad + " and the range: " + thrown);
      }
    }
  }

  private static void assertFromHex(Connection connection) throws SQLException {
    ShipmentId id = ShipmentId.generate();
    try (PreparedStatement select = connection.prepareStatement("select objectid_from_hex(?)")) {
      for (String hex : List.of(id.toHexString(), id.toHexString().toUpperCase())) {
        select.setString(1, hex);
        try (ResultSet row = select.executeQuery()) {
          assertTrue(row.next());
          assertArrayEquals(id.toByteArray(), row.getBytes(1), hex);
        }
      }
      for (String bad :
          List.of(
              "abc",
              id.toHexString() + "0",
              id.toHexString().substring(1),
              "zz" + id.toHexString().substring(2),
              " " + id.toHexString().substring(1),
              "")) {
        select.setString(1, bad);
        SQLException thrown = assertThrows(SQLException.class, select::executeQuery, bad);
        assertTrue(
            thrown.getMessage().contains('"' + bad + '"')
                && thrown.getMessage().contains("24 hexadecimal characters"),
            () -> "names \"" + bad + "\": " + thrown);
      }
    }
  }
}
