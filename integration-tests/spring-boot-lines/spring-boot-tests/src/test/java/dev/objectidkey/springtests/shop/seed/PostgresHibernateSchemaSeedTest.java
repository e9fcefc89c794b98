package dev.objectidkey.springtests.shop.seed;

import dev.objectidkey.testing.TestDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** {@link HibernateSchemaSeedSuite} on PostgreSQL, local or embedded, with the scripts for platform postgresql. */
class PostgresHibernateSchemaSeedTest extends HibernateSchemaSeedSuite {

  @DynamicPropertySource
  static void postgres(DynamicPropertyRegistry properties) {
    SeedDatabase.register(properties, TestDatabase.postgres(), "_seed", "postgresql");
  }
}
