package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The persistence suite on in-process H2. */
class H2PersistenceTest extends ObjectIdPersistenceSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-hibernate");
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
