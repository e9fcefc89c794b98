package dev.objectidkey.migration;

/** The migration by Flyway on PostgreSQL; what PostgreSQL does on a failure is in {@link PostgresMigrationSuite}. */
class PostgresFlywayMigrationTest extends PostgresMigrationSuite {

  @Override
  MigrationTool tool() {
    return MigrationTool.FLYWAY;
  }
}
