package dev.objectidkey.sample;

import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

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
  List<String> databaseArgs() {
    String url =
        database.url() + (database.url().contains("?") ? "&" : "?") + "currentSchema=" + schema;
    return List.of("--jdbc-url", url, "--user", database.user(), "--password", database.password());
  }

  private void execute(String sql) throws SQLException {
    try (Connection connection = database.connect();
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
