package dev.objectidkey.migration;

import dev.objectidkey.testing.TestDatabase;
import java.util.List;

/**
 * The migration in a process of its own, for {@link MigrationSuite}'s test that kills it.
 * Arguments: {@code postgresql} or {@code mariadb}, the schema, {@code FLYWAY} or
 * {@code LIQUIBASE}, {@code BIGINT} or {@code UUID}.
 */
public final class MigrationProcess {

  private MigrationProcess() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 4) {
      throw new IllegalArgumentException(
          "usage: MigrationProcess postgresql|mariadb schema FLYWAY|LIQUIBASE BIGINT|UUID; got "
              + List.of(args));
    }
    TestDatabase server =
        args[0].equals("postgresql") ? TestDatabase.postgres() : TestDatabase.mariaDb();
    MigrationTool.valueOf(args[2])
        .migrate(server.inSchema(args[1]), args[1], KeyKind.valueOf(args[3]));
  }
}
