package dev.objectidkey.migration;

import dev.objectidkey.testing.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The migration on H2. H2 commits each DDL statement, so a failure leaves a half-migrated
 * schema that the migration cannot finish: restore the copy taken before, then migrate again.
 */
abstract class H2MigrationSuite extends MigrationSuite {

  @Override
  TestDatabase database(String schema) {
    return TestDatabase.h2(schema);
  }

  @Override
  void dropSchema(String schema) throws SQLException {
    try (Connection connection = TestDatabase.h2(schema).connect();
        Statement statement = connection.createStatement()) {
      statement.execute("drop all objects");
    }
  }

  @Override
  List<String> tablesSwappedWhenTheLastSwapFails() {
    return List.of("customer", "orders", "order_line");
  }

  @Override
  String takeANameTheLastStepNeeds() {
    return "alter table order_line add constraint uk_order_line_legacy_id check (quantity > -1)";
  }

  @Override
  String freeTheName() {
    return "alter table order_line drop constraint uk_order_line_legacy_id";
  }

  /** H2 is not rerunnable half-way: copy the database before migrating. */
  @Override
  void backUp(Connection connection, String schema) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("script to '" + backup(schema) + "'");
    }
  }

  /** And put the copy back after a failure. */
  @Override
  void restore(Connection connection, String schema) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("drop all objects");
      statement.execute("runscript from '" + backup(schema) + "'");
    }
  }

  private static String backup(String schema) {
    return Path.of("target", schema + "-backup.sql").toAbsolutePath().toString();
  }
}
