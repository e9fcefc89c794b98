package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The id query functions suite on the MariaDB at 127.0.0.1:3306, or skipped. */
class MariaDbIdQueryFunctionsTest extends IdQueryFunctionsSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }
}
