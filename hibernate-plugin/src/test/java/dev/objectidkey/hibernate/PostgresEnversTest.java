package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Envers with typed ids on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresEnversTest extends EnversSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  protected String objectIdColumnType() {
    return "bytea";
  }
}
