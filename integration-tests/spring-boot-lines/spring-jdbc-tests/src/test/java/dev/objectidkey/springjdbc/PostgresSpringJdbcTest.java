package dev.objectidkey.springjdbc;

import dev.objectidkey.testing.TestDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The suite on the PostgreSQL at 127.0.0.1:5432, or an embedded one, in this module's own schema
 * (see {@link TestDatabase}).
 */
class PostgresSpringJdbcTest extends SpringJdbcSuite {

  @DynamicPropertySource
  static void postgres(DynamicPropertyRegistry properties) {
    TestDatabase database = TestDatabase.postgres();
    properties.add("spring.datasource.url", database::url);
    properties.add("spring.datasource.username", database::user);
    properties.add("spring.datasource.password", database::password);
  }

  @Override
  String idColumnType() {
    return "bytea";
  }

  @Override
  String hibernateIdColumn() {
    return "bytea(2147483647)";
  }
}
