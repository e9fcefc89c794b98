package dev.objectidkey.ddd;

import dev.objectidkey.testing.TestDatabase;

/** The restart on an in-memory H2 database that outlives both contexts. */
class H2EventsAcrossRestartTest extends EventsAcrossRestartSuite {

  @Override
  TestDatabase database() {
    return TestDatabase.h2("ddd_restart");
  }
}
