package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** StatelessSession with typed ids on the MariaDB at 127.0.0.1:3306, skipped without one (unless CI=true). */
class MariaDbStatelessSessionTest extends StatelessSessionSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }
}
