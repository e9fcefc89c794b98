package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The persistence suite on the MariaDB at 127.0.0.1:3306, skipped without one (unless CI=true). */
class MariaDbPersistenceTest extends ObjectIdPersistenceSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }

  @Override
  public String objectIdColumnType() {
    return "binary(12)";
  }

  @Override
  public boolean fixedLengthIdColumn() {
    return true;
  }

  @Override
  public String variableBinaryType() {
    return "varbinary(16)";
  }
}
