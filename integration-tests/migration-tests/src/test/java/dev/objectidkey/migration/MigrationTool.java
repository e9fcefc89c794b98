package dev.objectidkey.migration;

import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.util.Map;
import liquibase.Contexts;
import liquibase.LabelExpression;
import liquibase.Liquibase;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import liquibase.resource.ClassLoaderResourceAccessor;
import org.flywaydb.core.Flyway;

/**
 * Runs {@code db/<database>/V2__objectid_keys.sql} the way a plain Java application runs its
 * migrations: Flyway's {@code migrate}, or Liquibase's {@code update} on the same file (a
 * Liquibase formatted-SQL changelog, whose {@code -- changeset} lines Flyway reads as comments).
 */
enum MigrationTool {
  /** Flyway, with the schema before the migration taken as its baseline, version 1. */
  FLYWAY {
    @Override
    void migrate(TestDatabase database, String schema, KeyKind keys) {
      flyway(database, schema, keys).migrate();
    }

    @Override
    void recoverAfterFailure(TestDatabase database, String schema, KeyKind keys) {
      // On MariaDB, Flyway records the failed migration and refuses to migrate until `repair`
      // removes that record. On PostgreSQL the record rolled back with the migration, and on H2
      // the restored copy predates it: there `migrate` alone runs it again.
      if (database.kind() == TestDatabase.Kind.MARIADB) {
        flyway(database, schema, keys).repair();
      }
    }

    @Override
    void recoverAfterKill(TestDatabase database, String schema, KeyKind keys) {
      // Nothing: a killed run recorded nothing, and its lock ended with its session.
    }

    @Override
    void recoverAfterRefusal(TestDatabase database, String schema, KeyKind keys) {
      // Where DDL is not transactional (H2, MariaDB), Flyway records the refused migration as
      // failed; `repair` removes that record. Elsewhere there is nothing to remove.
      flyway(database, schema, keys).repair();
    }

    private Flyway flyway(TestDatabase database, String schema, KeyKind keys) {
      var configuration =
          Flyway.configure()
              .dataSource(database.url(), database.user(), database.password())
              .locations("classpath:" + directory(database))
              .baselineOnMigrate(true)
              .baselineVersion("1")
              .placeholders(Map.of("legacy_key_type", keys.sqlName()));
      if (database.kind() != TestDatabase.Kind.H2) {
        configuration.schemas(schema);
      }
      return configuration.load();
    }
  },

  /** Liquibase 4, through its Java API. */
  LIQUIBASE {
    @Override
    void migrate(TestDatabase database, String schema, KeyKind keys) throws Exception {
      try (Connection connection = database.connect()) {
        Database target =
            DatabaseFactory.getInstance()
                .findCorrectDatabaseImplementation(new JdbcConnection(connection));
        try (Liquibase liquibase =
            new Liquibase(
                directory(database) + "/V2__objectid_keys.sql",
                new ClassLoaderResourceAccessor(),
                target)) {
          liquibase.setChangeLogParameter("legacy_key_type", keys.sqlName());
          liquibase.update(new Contexts(), new LabelExpression());
        }
      }
    }

    @Override
    void recoverAfterKill(TestDatabase database, String schema, KeyKind keys) throws Exception {
      // A killed run leaves its lock row taken: release it, as `liquibase release-locks` does.
      try (Connection connection = database.connect();
          Liquibase liquibase =
              new Liquibase(
                  directory(database) + "/V2__objectid_keys.sql",
                  new ClassLoaderResourceAccessor(),
                  DatabaseFactory.getInstance()
                      .findCorrectDatabaseImplementation(new JdbcConnection(connection)))) {
        liquibase.forceReleaseLocks();
      }
    }

    @Override
    void recoverAfterRefusal(TestDatabase database, String schema, KeyKind keys) {
      // Nothing: the refusing check is a changeset of its own, and failed, so nothing is recorded.
    }

    @Override
    void recoverAfterFailure(TestDatabase database, String schema, KeyKind keys) {
      // Nothing: Liquibase records a changeset only once it succeeded, and releases its lock
      // when a changeset fails.
    }
  };

  /** Runs the migration to ObjectId keys. */
  abstract void migrate(TestDatabase database, String schema, KeyKind keys) throws Exception;

  /** What the guide says to do after a failed run, before running the same migration again. */
  abstract void recoverAfterFailure(TestDatabase database, String schema, KeyKind keys)
      throws Exception;

  /**
   * What the guide says to do after the migration refused a row's created_at and the row was
   * corrected, before running the same migration again.
   */
  abstract void recoverAfterRefusal(TestDatabase database, String schema, KeyKind keys)
      throws Exception;

  /** What the guide says to do after the migration's process was killed. */
  abstract void recoverAfterKill(TestDatabase database, String schema, KeyKind keys)
      throws Exception;

  static String directory(TestDatabase database) {
    return "db/" + database.kind().name().toLowerCase(java.util.Locale.ROOT);
  }
}
