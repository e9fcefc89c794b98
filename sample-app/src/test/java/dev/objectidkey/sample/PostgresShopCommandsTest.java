package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.testing.TestDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shop on PostgreSQL (local, else embedded), each test in a schema of its own, because the
 * server is shared with other modules' tests.
 */
class PostgresShopCommandsTest extends AbstractShopCommandsTest {

  private static final AtomicInteger SCHEMAS = new AtomicInteger();

  private final TestDatabase database = TestDatabase.postgres();
  private String schema;

  @BeforeEach
  void createSchema() throws SQLException {
    schema = "sample_app_" + ProcessHandle.current().pid() + "_" + SCHEMAS.incrementAndGet();
    execute("create schema " + schema);
  }

  @AfterEach
  void dropSchema() throws SQLException {
    execute("drop schema " + schema + " cascade");
  }

  @Override
  public List<String> databaseArgs() {
    String url =
        database.url() + (database.url().contains("?") ? "&" : "?") + "currentSchema=" + schema;
    return List.of("--jdbc-url", url, "--user", database.user(), "--password", database.password());
  }

  /**
   * The repro, made deterministic: the export has read the customers and waits for the
   * orders table (locked here) while a customer and its order are committed. At PostgreSQL's
   * default isolation the orders query then saw the new order, whose customer the customers file
   * lacked, and import-mongo refused the pair.
   */
  @Test
  void exportIsOneSnapshotWhileACustomerAndItsOrderAreCommitted(@TempDir Path dir)
      throws Exception {
    addOrder(addCustomer("Ada"), "coffee");
    Path customers = dir.resolve("customers.json");
    Path orders = dir.resolve("orders.json");
    CompletableFuture<CliResult> export;
    try (Connection writer = database.connect();
        Statement statement = writer.createStatement()) {
      statement.execute("set search_path to " + schema);
      writer.setAutoCommit(false);
      statement.execute("lock table orders in access exclusive mode");
      export =
          CompletableFuture.supplyAsync(
              () ->
                  shop(
                      "export-mongo",
                      "--customers",
                      customers.toString(),
                      "--orders",
                      orders.toString()));
      awaitAQueryWaitingForALock(export);
      CustomerId grace = CustomerId.generate();
      try (PreparedStatement customer =
              writer.prepareStatement("insert into customers (id, name) values (?, 'Grace')");
          PreparedStatement order =
              writer.prepareStatement("insert into orders (id, customer_id) values (?, ?)")) {
        customer.setBytes(1, grace.toByteArray());
        customer.executeUpdate();
        order.setBytes(1, OrderId.generate().toByteArray());
        order.setBytes(2, grace.toByteArray());
        order.executeUpdate();
      }
      writer.commit();
    }

    CliResult result = export.get(60, TimeUnit.SECONDS);
    result.assertPrinted("Exported 1 customers and 1 orders.");
    assertEquals(1, Files.readAllLines(customers).size());
    assertEquals(1, Files.readAllLines(orders).size());
  }

  /** Until the export's orders query waits for the lock, checked from another connection. */
  private void awaitAQueryWaitingForALock(CompletableFuture<CliResult> export) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    try (Connection observer = database.connect();
        PreparedStatement waiting =
            observer.prepareStatement(
                "select count(*) from pg_stat_activity where wait_event_type = 'Lock'"
                    + " and query like '%orders%' and pid <> pg_backend_pid()")) {
      while (true) {
        assertTrue(!export.isDone(), () -> "the export did not wait: " + export.join());
        try (ResultSet count = waiting.executeQuery()) {
          count.next();
          if (count.getInt(1) > 0) {
            return;
          }
        }
        assertTrue(System.nanoTime() < deadline, "the export never queried the orders");
        Thread.sleep(50);
      }
    }
  }

  private void execute(String sql) throws SQLException {
    try (Connection connection = database.connect();
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
