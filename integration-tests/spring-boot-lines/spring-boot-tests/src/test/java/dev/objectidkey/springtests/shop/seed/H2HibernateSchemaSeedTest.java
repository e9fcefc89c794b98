package dev.objectidkey.springtests.shop.seed;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** {@link HibernateSchemaSeedSuite} on an in-memory H2 database, with the scripts for platform h2. */
class H2HibernateSchemaSeedTest extends HibernateSchemaSeedSuite {

  @DynamicPropertySource
  static void h2(DynamicPropertyRegistry properties) {
    SeedDatabase.registerH2(properties, "_seed");
  }
}
