package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** StatelessSession with typed ids on in-process H2. */
class H2StatelessSessionTest extends StatelessSessionSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-stateless");
  }
}
