package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The second-level cache by typed id on in-process H2. */
class H2SecondLevelCacheTest extends SecondLevelCacheSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-second-level-cache");
  }
}
