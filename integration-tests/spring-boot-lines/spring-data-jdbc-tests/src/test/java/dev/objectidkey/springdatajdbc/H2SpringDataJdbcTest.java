package dev.objectidkey.springdatajdbc;

/** The suite on the in-memory H2 database of application.properties. */
class H2SpringDataJdbcTest extends SpringDataJdbcSuite {

  @Override
  String idColumnType() {
    return "binary";
  }
}
