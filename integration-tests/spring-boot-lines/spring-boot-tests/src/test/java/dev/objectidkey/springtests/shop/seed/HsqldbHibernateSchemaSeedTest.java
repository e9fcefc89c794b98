package dev.objectidkey.springtests.shop.seed;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** {@link HibernateSchemaSeedSuite} on an in-memory HSQLDB database, with the scripts for hsqldb. */
class HsqldbHibernateSchemaSeedTest extends HibernateSchemaSeedSuite {

  @DynamicPropertySource
  static void hsqldb(DynamicPropertyRegistry properties) {
    properties.add("spring.sql.init.platform", () -> "hsqldb");
    properties.add("spring.datasource.url", () -> "jdbc:hsqldb:mem:shop_seed");
    properties.add("spring.datasource.username", () -> "sa");
    properties.add("spring.datasource.password", () -> "");
  }
}
