package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** StatelessSession with typed ids on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresStatelessSessionTest extends StatelessSessionSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }
}
