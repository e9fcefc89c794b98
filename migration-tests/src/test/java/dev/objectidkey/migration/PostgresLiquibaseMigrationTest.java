package dev.objectidkey.migration;

import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The migration by Liquibase on PostgreSQL. PostgreSQL runs the whole migration in one transaction: a failure changes nothing.
 */
class PostgresLiquibaseMigrationTest extends MigrationSuite {

  @Override
  TestDatabase database(String schema) {
    return TestDatabase.postgres().inSchema(schema);
  }

  @Override
  MigrationTool tool() {
    return MigrationTool.LIQUIBASE;
  }

  @Override
  void dropSchema(String schema) throws SQLException {
    try (Connection connection = TestDatabase.postgres().connect();
        Statement statement = connection.createStatement()) {
      statement.execute("drop schema if exists " + schema + " cascade");
    }
  }

  @Override
  List<String> tablesSwappedWhenTheLastSwapFails() {
    return List.of();
  }

  @Override
  String takeANameTheLastStepNeeds() {
    return "create index uk_order_line_legacy_id on order_line (product)";
  }

  @Override
  String freeTheName() {
    return "drop index uk_order_line_legacy_id";
  }
}
