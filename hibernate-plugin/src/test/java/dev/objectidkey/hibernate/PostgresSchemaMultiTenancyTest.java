package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Schema-based multi-tenancy with typed ids on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresSchemaMultiTenancyTest extends SchemaMultiTenancySuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }
}
