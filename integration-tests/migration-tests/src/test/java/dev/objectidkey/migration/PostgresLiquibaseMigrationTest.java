package dev.objectidkey.migration;

/** The migration by Liquibase on PostgreSQL; what PostgreSQL does on a failure is in {@link PostgresMigrationSuite}. */
class PostgresLiquibaseMigrationTest extends PostgresMigrationSuite {

  @Override
  MigrationTool tool() {
    return MigrationTool.LIQUIBASE;
  }
}
