package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/**
 * Database-per-tenant multi-tenancy with typed ids on the MariaDB at 127.0.0.1:3306, skipped
 * without one (unless CI=true).
 */
class MariaDbSchemaMultiTenancyTest extends SchemaMultiTenancySuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }
}
