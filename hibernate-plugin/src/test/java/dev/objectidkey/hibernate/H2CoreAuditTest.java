package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Hibernate 7.4's core auditing with typed ids on in-process H2. */
class H2CoreAuditTest extends CoreAuditSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-core-audit");
  }

  @Override
  protected String objectIdColumnType() {
    return "binary(12)";
  }
}
