package dev.objectidkey.migration;

import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The migration on MariaDB. MariaDB commits each DDL statement: a failure leaves the parents swapped, and the same
 * migration, run again, finishes.
 */
abstract class MariaDbMigrationSuite extends MigrationSuite {

  @Override
  TestDatabase database(String schema) {
    return TestDatabase.mariaDb().inSchema(schema);
  }

  @Override
  String serverSchema(String name) {
    return "oik_" + name;
  }

  @Override
  void dropSchema(String schema) throws SQLException {
    try (Connection connection = TestDatabase.mariaDb().connect();
        Statement statement = connection.createStatement()) {
      statement.execute("drop database if exists " + schema);
    }
  }

  @Override
  String allowNullCreatedAt(String table) {
    return "alter table " + table + " modify created_at datetime(6) null";
  }

  @Override
  List<String> tablesSwappedWhenTheLastSwapFails() {
    return List.of("customer", "orders");
  }

  @Override
  String takeANameTheLastStepNeeds() {
    return "create index uk_order_line_legacy_id on order_line (product)";
  }

  @Override
  String freeTheName() {
    return "drop index uk_order_line_legacy_id on order_line";
  }

  @Override
  String sessionWaitingForOrderLine(String schema) {
    return "select id from information_schema.processlist where db = '"
        + schema
        + "' and state = 'Waiting for table metadata lock'";
  }

  @Override
  String killSession(String id) {
    return "kill " + Long.parseLong(id);
  }

  /** The parents' backfill committed; order_line's did not start. */
  @Override
  List<String> columnsLeftByAKilledMigration() {
    return List.of("customer.new_id", "orders.new_id");
  }
}
