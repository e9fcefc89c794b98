package dev.objectidkey.hibernate;

import dev.objectidkey.testing.TestDatabase;

/** Natural ids, soft delete and composite keys with typed ids on the MariaDB at 127.0.0.1:3306, skipped without one (unless CI=true). */
class MariaDbHibernateFeaturesTest extends HibernateFeaturesSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }
}
