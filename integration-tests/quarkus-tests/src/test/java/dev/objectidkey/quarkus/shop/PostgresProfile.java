package dev.objectidkey.quarkus.shop;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;
import java.util.Map;

/**
 * Runs the application on PostgreSQL: the database kind is build-time configuration, so it is a
 * profile (Quarkus builds the application again), and the connection comes from
 * {@link PostgresResource}. Its seed rows come from its own script, whose id literals are
 * PostgreSQL's.
 */
public class PostgresProfile implements QuarkusTestProfile {

  @Override
  public Map<String, String> getConfigOverrides() {
    return Map.of(
        "quarkus.datasource.db-kind",
        "postgresql",
        "quarkus.hibernate-orm.sql-load-script",
        "import-postgresql.sql");
  }

  @Override
  public List<TestResourceEntry> testResources() {
    return List.of(new TestResourceEntry(PostgresResource.class));
  }
}
