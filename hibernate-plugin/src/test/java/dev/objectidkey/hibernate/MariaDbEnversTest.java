package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Envers with typed ids on the MariaDB at 127.0.0.1:3306, skipped without one (unless CI=true). */
class MariaDbEnversTest extends EnversSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }

  @Override
  protected String objectIdColumnType() {
    return "binary(12)";
  }
}
