package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The second-level cache by typed id on the MariaDB at 127.0.0.1:3306, skipped without one (unless CI=true). */
class MariaDbSecondLevelCacheTest extends SecondLevelCacheSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }
}
