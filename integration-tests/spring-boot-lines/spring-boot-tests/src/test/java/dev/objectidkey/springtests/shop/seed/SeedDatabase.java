package dev.objectidkey.springtests.shop.seed;

import dev.objectidkey.testing.TestDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * Points a seeded shop at a database of its own: a PostgreSQL schema or a MariaDB database named
 * after the build's schema for this Boot line, created when absent and never dropped. The seed
 * tests' tables would otherwise meet the other shop tests' tables of the same names, and a
 * foreign key to {@code orders} would stop Hibernate's create-drop from dropping it on MariaDB.
 */
final class SeedDatabase {

  private SeedDatabase() {}

  /**
   * Registers the data source and {@code spring.sql.init.platform}.
   *
   * @param suffix what tells this suite's schema from the other's, such as {@code _seed}
   */
  static void register(
      DynamicPropertyRegistry properties, TestDatabase database, String suffix, String platform) {
    properties.add("spring.sql.init.platform", () -> platform);
    properties.add("spring.datasource.url", () -> url(database, suffix));
    properties.add("spring.datasource.username", database::user);
    properties.add("spring.datasource.password", database::password);
  }

  /** An in-memory H2 database of this suite's own. */
  static void registerH2(DynamicPropertyRegistry properties, String suffix) {
    register(properties, TestDatabase.h2("shop" + suffix), suffix, "h2");
  }

  private static String url(TestDatabase database, String suffix) {
    String schema = System.getProperty("objectidkey.test.schema", "oik_spring_boot") + suffix;
    return database.inSchema(schema).url();
  }
}
