package dev.objectidkey.springdatajdbc;

import dev.objectidkey.testing.TestDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The suite on the PostgreSQL at 127.0.0.1:5432, or an embedded one, in this module's own schema
 * (see {@link TestDatabase}); its {@code bytea} id columns check their length is 12.
 */
class PostgresSpringDataJdbcTest extends SpringDataJdbcSuite {

  @DynamicPropertySource
  static void postgres(DynamicPropertyRegistry properties) {
    TestDatabase database = TestDatabase.postgres();
    properties.add("spring.datasource.url", database::url);
    properties.add("spring.datasource.username", database::user);
    properties.add("spring.datasource.password", database::password);
    properties.add("spring.sql.init.platform", () -> "postgresql");
  }

  @Override
  String idColumnType() {
    return "bytea";
  }

  @Override
  int idColumnSize() {
    return Integer.MAX_VALUE;
  }
}
