package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Hibernate 7.4's core auditing with typed ids on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresCoreAuditTest extends CoreAuditSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  protected String objectIdColumnType() {
    return "bytea";
  }
}
