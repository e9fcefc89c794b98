package dev.objectidkey.ddd;

import dev.objectidkey.testing.TestDatabase;

/**
 * The restart on PostgreSQL, in a schema of its own next to the module's (see {@link
 * TestDatabase}), since its first context creates the tables anew.
 */
class PostgresEventsAcrossRestartTest extends EventsAcrossRestartSuite {

  @Override
  TestDatabase database() {
    return TestDatabase.postgres()
        .inSchema(System.getProperty("objectidkey.test.schema", "oik_ddd") + "_restart");
  }
}
