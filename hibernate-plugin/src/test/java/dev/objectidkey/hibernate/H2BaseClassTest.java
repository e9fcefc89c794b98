package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The base-class suite on in-process H2. */
class H2BaseClassTest extends BaseClassSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-base-classes");
  }

  @Override
  protected String objectIdColumnType() {
    return "binary(12)";
  }
}
