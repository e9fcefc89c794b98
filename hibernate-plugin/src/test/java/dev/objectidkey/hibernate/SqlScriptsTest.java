package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.hibernate.model.ShipmentId;
import dev.objectidkey.testing.TestDatabase;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Runs the plugin jar's {@code postgresql.sql} and {@code mariadb.sql} (read from the classpath,
 * {@code dev/objectidkey/hibernate/sql/}) against the real servers, as a DBA would, and compares the database functions with {@code getTimestamp()} and
 * {@code toHexString()} for edge ids and 1,000 ids generated at random seconds from 1970 to 2106.
 *
 * <p>Each script runs in a schema (a MariaDB database) of this test's own, {@value #SCHEMA},
 * created when absent and never dropped, so that it meets no other module's objects; the scripts
 * create or replace their two functions there.
 */
class SqlScriptsTest {

  /** The test's own PostgreSQL schema and MariaDB database. */
  static final String SCHEMA = "oik_sql_functions";

  @Test
  void postgresqlScriptsFunctionsEqualTheJavaValues() throws Exception {
    TestDatabase postgres = TestDatabase.postgres();
    try (Connection connection = postgres.connect();
        Statement sql = connection.createStatement()) {
      sql.execute("create schema if not exists " + SCHEMA);
      sql.execute("set search_path = " + SCHEMA);
      // The whole file at once, as psql -f runs it; the driver keeps $$ bodies together.
      sql.execute(script("postgresql.sql"));
      assertFunctionsEqualJava(
          connection, row -> row.getObject(1, OffsetDateTime.class).toInstant());
      assertNotTwelveBytesFails(connection, "\\xff");
    }
  }

  @Test
  void mariadbScriptsFunctionsEqualTheJavaValues() throws Exception {
    TestDatabase mariaDb = TestDatabase.mariaDb();
    try (Connection connection = mariaDb.connect();
        Statement sql = connection.createStatement()) {
      sql.execute("create database if not exists " + SCHEMA);
      sql.execute("use " + SCHEMA);
      // As the mariadb client runs it: statements end with the current DELIMITER.
      for (String statement : splitOnDelimiters(script("mariadb.sql"))) {
        sql.execute(statement);
      }
      // The DATETIME is UTC by construction, whatever the session's time zone.
      sql.execute("set time_zone = '+09:00'");
      assertFunctionsEqualJava(
          connection, row -> row.getObject(1, LocalDateTime.class).toInstant(ZoneOffset.UTC));
      assertNotTwelveBytesFails(connection, "0xff");
    }
  }

  /** Reads the timestamp column of a result row. */
  interface TimestampColumn {
    Instant read(ResultSet row) throws SQLException;
  }

  private static void assertFunctionsEqualJava(Connection connection, TimestampColumn timestamp)
      throws SQLException {
    List<ShipmentId> ids = new ArrayList<>();
    ObjectIdPersistenceSuite.edgeIdBytes().forEach(bytes -> ids.add(ShipmentId.fromBytes(bytes)));
    Random random = new Random(17);
    AtomicReference<Instant> clock = new AtomicReference<>();
    ObjectIdGenerator.builder()
        .clock(clock::get)
        .build()
        .run(
            () -> {
              for (long second : random.longs(1000, 0, 0x1_0000_0000L).sorted().toArray()) {
                clock.set(Instant.ofEpochSecond(second));
                ids.add(ShipmentId.generate());
              }
            });
    try (PreparedStatement select =
        connection.prepareStatement("select objectid_timestamp(?), objectid_hex(?)")) {
      for (ShipmentId id : ids) {
        select.setBytes(1, id.toByteArray());
        select.setBytes(2, id.toByteArray());
        try (ResultSet row = select.executeQuery()) {
          assertTrue(row.next());
          assertEquals(id.getTimestamp(), timestamp.read(row), () -> "objectid_timestamp " + id);
          assertEquals(id.toHexString(), row.getString(2), () -> "objectid_hex " + id);
        }
      }
    }
  }

  private static void assertNotTwelveBytesFails(Connection connection, String quoted)
      throws SQLException {
    for (String function : List.of("objectid_timestamp", "objectid_hex")) {
      try (PreparedStatement select = connection.prepareStatement("select " + function + "(?)")) {
        select.setBytes(1, new byte[] {(byte) 0xff});
        SQLException thrown = assertThrows(SQLException.class, select::executeQuery);
        assertEquals("22023", thrown.getSQLState(), thrown::toString);
        assertTrue(
            thrown
                .getMessage()
                .contains(
                    "[ObjectIdKey] "
                        + function
                        + "("
                        + quoted
                        + "): the value is 1 bytes, but an ObjectId is exactly 12 bytes"),
            thrown::toString);
      }
    }
  }

  /** The statements of a script for the mysql/mariadb client, which has DELIMITER lines. */
  static List<String> splitOnDelimiters(String script) {
    List<String> statements = new ArrayList<>();
    String delimiter = ";";
    StringBuilder statement = new StringBuilder();
    for (String line : script.split("\n", -1)) {
      String trimmed = line.strip();
      if (trimmed.toUpperCase(java.util.Locale.ROOT).startsWith("DELIMITER ")) {
        delimiter = trimmed.substring("DELIMITER ".length()).strip();
        continue;
      }
      if (trimmed.startsWith("--") && statement.toString().isBlank()) {
        continue;
      }
      statement.append(line).append('\n');
      if (trimmed.endsWith(delimiter)) {
        String text = statement.toString().strip();
        statements.add(text.substring(0, text.length() - delimiter.length()).strip());
        statement.setLength(0);
      }
    }
    assertTrue(statement.toString().isBlank(), () -> "unterminated: " + statement);
    return statements;
  }

  private static String script(String name) throws IOException {
    return SqlScripts.read(name);
  }
}
