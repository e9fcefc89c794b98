package dev.objectidkey.springtests.shop.seed;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** {@link SchemaSqlSeedSuite} on an in-memory H2 database, with the scripts for platform h2. */
class H2SchemaSqlSeedTest extends SchemaSqlSeedSuite {

  @DynamicPropertySource
  static void h2(DynamicPropertyRegistry properties) {
    SeedDatabase.registerH2(properties, "_seed_sql");
  }
}
