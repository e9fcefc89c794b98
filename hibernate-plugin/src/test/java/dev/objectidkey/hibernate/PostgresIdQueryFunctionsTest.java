package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The id query functions suite on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresIdQueryFunctionsTest extends IdQueryFunctionsSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }
}
