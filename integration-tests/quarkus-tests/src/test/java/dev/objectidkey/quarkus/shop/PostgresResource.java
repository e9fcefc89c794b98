package dev.objectidkey.quarkus.shop;

import dev.objectidkey.testing.TestDatabase;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * The PostgreSQL of {@link TestDatabase#postgres()} (the local server, else an embedded one; with
 * {@code CI=true} the local server or a failure), in the schema {@value #SCHEMA}, which it creates
 * when absent and never drops: the tables in it are this module's own ({@code qk_} prefix).
 */
public class PostgresResource implements QuarkusTestResourceLifecycleManager {

  static final String SCHEMA = "quarkus_oik";

  @Override
  public Map<String, String> start() {
    TestDatabase database = TestDatabase.postgres();
    try (Connection connection = database.connect();
        Statement statement = connection.createStatement()) {
      statement.execute("create schema if not exists " + SCHEMA);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create schema " + SCHEMA + " in " + database, e);
    }
    String url =
        database.url() + (database.url().contains("?") ? "&" : "?") + "currentSchema=" + SCHEMA;
    System.out.println("quarkus-tests: PostgreSQL suite on " + database + ", schema " + SCHEMA);
    return Map.of(
        "quarkus.datasource.jdbc.url",
        url,
        "quarkus.datasource.username",
        database.user(),
        "quarkus.datasource.password",
        database.password());
  }

  @Override
  public void stop() {
    // The server outlives the test; the schema is kept for the next run.
  }
}
