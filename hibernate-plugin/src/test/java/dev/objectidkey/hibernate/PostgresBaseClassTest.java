package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The base-class suite on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresBaseClassTest extends BaseClassSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  protected String objectIdColumnType() {
    return "bytea";
  }
}
