package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** References by id and assigned ids on in-process H2. */
class H2AssignedIdsAndReferencesTest extends AssignedIdsAndReferencesSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-assigned-refs");
  }
}
