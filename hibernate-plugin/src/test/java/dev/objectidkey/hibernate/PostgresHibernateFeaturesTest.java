package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Natural ids, soft delete and composite keys with typed ids on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresHibernateFeaturesTest extends HibernateFeaturesSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }
}
