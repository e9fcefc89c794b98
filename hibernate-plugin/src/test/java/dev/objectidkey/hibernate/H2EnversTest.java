package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Envers with typed ids on in-process H2. */
class H2EnversTest extends EnversSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-envers");
  }

  @Override
  protected String objectIdColumnType() {
    return "binary(12)";
  }
}
