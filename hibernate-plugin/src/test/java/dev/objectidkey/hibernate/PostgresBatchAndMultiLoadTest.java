package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Batch fetching and multi-load by typed id on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresBatchAndMultiLoadTest extends BatchAndMultiLoadSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  protected String batchPredicate() {
    return " = any (?)";
  }
}
