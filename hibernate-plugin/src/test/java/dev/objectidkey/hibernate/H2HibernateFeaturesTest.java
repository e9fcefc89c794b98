package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Natural ids, soft delete and composite keys with typed ids on in-process H2. */
class H2HibernateFeaturesTest extends HibernateFeaturesSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.h2("objectidkey-hibernate-features");
  }
}
