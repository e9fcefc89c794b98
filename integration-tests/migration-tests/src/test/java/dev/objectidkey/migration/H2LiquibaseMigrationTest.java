package dev.objectidkey.migration;

/** The migration by Liquibase on H2; what H2 does on a failure is in {@link H2MigrationSuite}. */
class H2LiquibaseMigrationTest extends H2MigrationSuite {

  @Override
  MigrationTool tool() {
    return MigrationTool.LIQUIBASE;
  }
}
