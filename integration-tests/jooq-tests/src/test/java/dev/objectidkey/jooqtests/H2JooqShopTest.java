package dev.objectidkey.jooqtests;

import dev.objectidkey.testing.TestDatabase;

class H2JooqShopTest extends JooqShopSuite {
  @Override
  TestDatabase database() {
    return TestDatabase.h2("oik_jooq");
  }
}
