package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/**
 * Batch fetching and multi-load by typed id on the MariaDB at 127.0.0.1:3306, skipped without one
 * (unless CI=true).
 */
class MariaDbBatchAndMultiLoadTest extends BatchAndMultiLoadSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }
}
