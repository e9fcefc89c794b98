package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** References by id and assigned ids on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresAssignedIdsAndReferencesTest extends AssignedIdsAndReferencesSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }
}
