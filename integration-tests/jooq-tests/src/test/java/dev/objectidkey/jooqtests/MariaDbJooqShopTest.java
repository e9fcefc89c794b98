package dev.objectidkey.jooqtests;

import dev.objectidkey.testing.TestDatabase;

class MariaDbJooqShopTest extends JooqShopSuite {
  @Override
  TestDatabase database() {
    return TestDatabase.mariaDb().inSchema(SCHEMA);
  }
}
