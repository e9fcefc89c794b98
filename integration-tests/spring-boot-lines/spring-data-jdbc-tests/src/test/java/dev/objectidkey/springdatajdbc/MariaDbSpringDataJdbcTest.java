package dev.objectidkey.springdatajdbc;

import dev.objectidkey.testing.TestDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The suite on the MariaDB at 127.0.0.1:3306, in this module's own database; skipped, with a line
 * that says so, when there is none (see {@link TestDatabase}).
 */
class MariaDbSpringDataJdbcTest extends SpringDataJdbcSuite {

  @DynamicPropertySource
  static void mariaDb(DynamicPropertyRegistry properties) {
    TestDatabase database = TestDatabase.mariaDb();
    properties.add("spring.datasource.url", database::url);
    properties.add("spring.datasource.username", database::user);
    properties.add("spring.datasource.password", database::password);
    properties.add("spring.sql.init.platform", () -> "mariadb");
  }

  @Override
  String idColumnType() {
    return "binary";
  }
}
