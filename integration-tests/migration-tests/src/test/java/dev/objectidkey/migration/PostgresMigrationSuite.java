package dev.objectidkey.migration;

import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The migration on PostgreSQL. PostgreSQL runs the whole migration in one transaction: a failure changes nothing.
 */
abstract class PostgresMigrationSuite extends MigrationSuite {

  @Override
  TestDatabase database(String schema) {
    return TestDatabase.postgres().inSchema(schema);
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

  @Override
  String sessionWaitingForOrderLine(String schema) {
    return "select pid from pg_stat_activity where wait_event_type = 'Lock'"
        + " and query like 'alter table order_line%'";
  }

  @Override
  String killSession(String id) {
    return "select pg_terminate_backend(" + Long.parseLong(id) + ")";
  }

  /** Nothing: the server rolled the migration's transaction back. */
  @Override
  List<String> columnsLeftByAKilledMigration() {
    return List.of();
  }
}
