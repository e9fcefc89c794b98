package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.persistence.Database.BATCH_SIZE;
import static dev.objectidkey.benchmarks.persistence.Database.ROWS_PER_TRANSACTION;

import dev.objectidkey.benchmarks.Options;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * A writer process of {@link ReferenceBenchmark} (its own JVM: our random value is per process):
 * plain JDBC batches, warmed up on a temporary copy of the table, then {@link Children}'s protocol,
 * its {@code DONE} line adding the rows. Arguments: {@code --database --url --user --table --key
 * --rows --first-row --warmup-rows}, all {@code --name=value}.
 */
public final class ReferenceWriter {

  private ReferenceWriter() {}

  public static void main(String[] args) throws SQLException, IOException {
    Options options =
        Options.parse(
            args, "database", "url", "user", "table", "key", "rows", "first-row", "warmup-rows");
    Database database = Database.named(List.of(options.required("database")), false).get(0);
    ReferenceKey key = ReferenceKey.byKey(options.required("key"));
    String table = options.required("table");
    int rows = Integer.parseInt(options.required("rows"));
    try (Connection connection =
        DriverManager.getConnection(options.required("url"), options.required("user"), "")) {
      String warmup = table + "_warmup";
      Database.execute(
          connection,
          database == Database.POSTGRESQL
              ? "create temporary table " + warmup + " (like " + table + " including all)"
              : "create temporary table " + warmup + " like " + table);
      connection.setAutoCommit(false);
      insert(connection, database, key, warmup, 0, options.integer("warmup-rows", 20_000));
      Database.execute(connection, "drop table " + warmup);
      connection.commit();
      Children.readyThenAwaitGo();
      long start = Children.epochMicros();
      insert(connection, database, key, table, Long.parseLong(options.required("first-row")), rows);
      Children.done(start, rows);
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
    try (PreparedStatement insert =
        connection.prepareStatement(
            key.serverAssigned()
                ? "insert into %s (customer, amount_cents, created_at) values (?, ?, ?)"
                    .formatted(table)
                : "insert into %s (id, customer, amount_cents, created_at) values (?, ?, ?, ?)"
                    .formatted(table))) {
      for (int i = 0; i < count; i++) {
        long n = first + i;
        int column = 1;
        if (!key.serverAssigned()) {
          key.bindNew(insert, column++, database);
        }
        insert.setString(column++, "customer-" + n * 7919 % 10_000);
        insert.setLong(column++, n * 31 % 1_000_000);
        insert.setObject(column, database.timestamp(Instant.now().truncatedTo(ChronoUnit.MICROS)));
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
}
