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
 * The shop on the local MariaDB, skipped when there is none (mandatory when CI=true), each test in
 * a database of its own, because the server is shared with other modules' tests.
 */
class MariaDbShopCommandsTest extends AbstractShopCommandsTest {

  private static final AtomicInteger DATABASES = new AtomicInteger();

  private TestDatabase server;
  private String name;

  @BeforeEach
  void createDatabase() throws SQLException {
    server = TestDatabase.mariaDb();
    name = "sample_app_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
    execute("create database " + name);
  }

  @AfterEach
  void dropDatabase() throws SQLException {
    if (name != null) {
      execute("drop database " + name);
    }
  }

  @Override
  public List<String> databaseArgs() {
    String url = server.url().substring(0, server.url().lastIndexOf('/') + 1) + name;
    return List.of("--jdbc-url", url, "--user", server.user(), "--password", server.password());
  }

  private void execute(String sql) throws SQLException {
    try (Connection connection = server.connect();
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
