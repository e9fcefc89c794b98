package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Batch fetching and multi-load by typed id on in-process H2. */
class H2BatchAndMultiLoadTest extends BatchAndMultiLoadSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-batch-multi-load");
  }
}
