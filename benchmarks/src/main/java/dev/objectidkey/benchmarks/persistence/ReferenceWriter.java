package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.persistence.PersistenceBenchmark.BATCH_SIZE;
import static dev.objectidkey.benchmarks.persistence.PersistenceBenchmark.ROWS_PER_TRANSACTION;

import dev.objectidkey.benchmarks.Options;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;

/**
 * One of the application processes that {@link ReferenceBenchmark} starts for its measured inserts:
 * plain JDBC, one prepared insert, batches of {@value PersistenceBenchmark#BATCH_SIZE} rows, a
 * commit every {@value PersistenceBenchmark#ROWS_PER_TRANSACTION} rows, drivers at their defaults.
 * Each writer is its own JVM because our generator's random value is per process: that is what
 * makes ids of several writers interleave within a second, as they do in production.
 *
 * <p>The protocol is {@link ProcessInserter}'s: after a warm-up of the same insert path into a
 * temporary copy of the table (which the measured table never sees) it prints {@code READY}, waits
 * for {@code GO} on its standard input, inserts, and prints {@code DONE start end rows} (epoch
 * microseconds from the host's clock).
 *
 * <p>Arguments: {@code --database=postgresql|mariadb --url=... --user=... --table=... --key=...
 * --rows=N --first-row=N --warmup-rows=N}.
 */
public final class ReferenceWriter {

  private ReferenceWriter() {}

  /**
   * Runs one writer.
   *
   * @param args the arguments described in the class comment
   * @throws SQLException if the database fails
   * @throws IOException if the coordinator's line cannot be read
   */
  public static void main(String[] args) throws SQLException, IOException {
    Map<String, String> options =
        Options.parse(
            args, "database", "url", "user", "table", "key", "rows", "first-row", "warmup-rows");
    Database database = Database.valueOf(options.get("database").toUpperCase(Locale.ROOT));
    ReferenceKey key = ReferenceKey.byKey(options.get("key"));
    String table = options.get("table");
    int rows = Integer.parseInt(options.get("rows"));
    long firstRow = Long.parseLong(options.get("first-row"));
    int warmupRows = Integer.parseInt(options.getOrDefault("warmup-rows", "20000"));
    BufferedReader coordinator =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    try (Connection connection =
        DriverManager.getConnection(options.get("url"), options.get("user"), "")) {
      String warmup = table + "_warmup";
      try (Statement statement = connection.createStatement()) {
        statement.execute(
            database == Database.POSTGRESQL
                ? "create temporary table " + warmup + " (like " + table + " including all)"
                : "create temporary table " + warmup + " like " + table);
      }
      connection.setAutoCommit(false);
      insert(connection, database, key, warmup, 0, warmupRows);
      try (Statement statement = connection.createStatement()) {
        statement.execute("drop table " + warmup);
      }
      connection.commit();
      ProcessInserter.readyThenAwaitGo(coordinator);
      long start = epochMicros();
      insert(connection, database, key, table, firstRow, rows);
      long end = epochMicros();
      System.out.printf(Locale.ROOT, "DONE %d %d %d%n", start, end, rows);
      System.out.flush();
    }
  }

  /** Inserts rows {@code first} to {@code first + count - 1} in batches, committing every 10,000. */
  private static void insert(
      Connection connection,
      Database database,
      ReferenceKey key,
      String table,
      long first,
      int count)
      throws SQLException {
    String columns = key.serverAssigned() ? "" : "id, ";
    String values = key.serverAssigned() ? "" : "?, ";
    try (PreparedStatement insert =
        connection.prepareStatement(
            "insert into "
                + table
                + " ("
                + columns
                + "customer, amount_cents, created_at) values ("
                + values
                + "?, ?, ?)")) {
      for (int i = 0; i < count; i++) {
        long n = first + i;
        int column = 1;
        if (!key.serverAssigned()) {
          key.bindNew(insert, column++, database);
        }
        insert.setString(column++, "customer-" + n * 7919 % 10_000);
        insert.setLong(column++, n * 31 % 1_000_000);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        if (database == Database.POSTGRESQL) {
          insert.setObject(column, OffsetDateTime.ofInstant(now, ZoneOffset.UTC));
        } else {
          insert.setObject(column, LocalDateTime.ofInstant(now, ZoneOffset.UTC));
        }
        insert.addBatch();
        if ((i + 1) % BATCH_SIZE == 0) {
          insert.executeBatch();
        }
        if ((i + 1) % ROWS_PER_TRANSACTION == 0) {
          connection.commit();
        }
      }
      insert.executeBatch();
      connection.commit();
    }
  }

  private static long epochMicros() {
    return ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
  }
}
