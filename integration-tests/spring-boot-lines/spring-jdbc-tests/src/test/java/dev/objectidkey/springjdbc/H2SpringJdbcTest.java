package dev.objectidkey.springjdbc;

/** The suite on the in-memory H2 database of application.properties. */
class H2SpringJdbcTest extends SpringJdbcSuite {

  @Override
  String idColumnType() {
    return "binary(12)";
  }

  @Override
  String hibernateIdColumn() {
    return "BINARY(12)";
  }
}
