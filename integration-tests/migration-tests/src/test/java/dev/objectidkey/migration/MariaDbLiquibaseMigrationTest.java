package dev.objectidkey.migration;

/** The migration by Liquibase on MariaDB; what MariaDB does on a failure is in {@link MariaDbMigrationSuite}. */
class MariaDbLiquibaseMigrationTest extends MariaDbMigrationSuite {

  @Override
  MigrationTool tool() {
    return MigrationTool.LIQUIBASE;
  }
}
