package dev.objectidkey.springtests.shop.seed;

import dev.objectidkey.testing.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@link SchemaSqlSeedSuite} on the local MariaDB, with the scripts for platform mariadb; skipped, with a
 * line saying so, where there is none.
 */
class MariaDbSchemaSqlSeedTest extends SchemaSqlSeedSuite {

  private static TestDatabase mariaDb;

  // Here rather than in the property source: an abort while the context loads would fail the
  // class instead of skipping it.
  @BeforeAll
  static void findMariaDb() {
    mariaDb = TestDatabase.mariaDb();
  }

  @DynamicPropertySource
  static void mariaDb(DynamicPropertyRegistry properties) {
    SeedDatabase.register(properties, mariaDb, "_seed_sql", "mariadb");
  }
}
