package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** References by id and assigned ids on the MariaDB at 127.0.0.1:3306, skipped without one (unless CI=true). */
class MariaDbAssignedIdsAndReferencesTest extends AssignedIdsAndReferencesSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }
}
