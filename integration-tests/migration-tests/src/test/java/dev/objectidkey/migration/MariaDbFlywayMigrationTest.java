package dev.objectidkey.migration;

/** The migration by Flyway on MariaDB; what MariaDB does on a failure is in {@link MariaDbMigrationSuite}. */
class MariaDbFlywayMigrationTest extends MariaDbMigrationSuite {

  @Override
  MigrationTool tool() {
    return MigrationTool.FLYWAY;
  }
}
