package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** The id query functions suite on in-process H2. */
class H2IdQueryFunctionsTest extends IdQueryFunctionsSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-query-functions");
  }
}
