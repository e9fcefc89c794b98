package dev.objectidkey.springjdbc;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The suite on an in-memory HSQLDB database, with Hibernate's HSQL dialect. */
class HsqldbSpringJdbcTest extends SpringJdbcSuite {

  @DynamicPropertySource
  static void hsqldb(DynamicPropertyRegistry properties) {
    properties.add("spring.datasource.url", () -> "jdbc:hsqldb:mem:oik_jdbc");
    properties.add("spring.datasource.username", () -> "sa");
    properties.add("spring.datasource.password", () -> "");
  }

  @Override
  String idColumnType() {
    return "binary(12)";
  }

  @Override
  String hibernateIdColumn() {
    return "BINARY(12)";
  }
}
