package dev.objectidkey.jooqtests;

import dev.objectidkey.testing.TestDatabase;

class PostgresJooqShopTest extends JooqShopSuite {
  @Override
  TestDatabase database() {
    return TestDatabase.postgres().inSchema(SCHEMA);
  }
}
