package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The second-level cache by typed id on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresSecondLevelCacheTest extends SecondLevelCacheSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }
}
