package dev.objectidkey.hibernate;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The SQL scripts that the plugin jar ships, read from the classpath as a user would. */
final class SqlScripts {

  /** Where the scripts are in the jar. */
  static final String FOLDER = "/dev/objectidkey/hibernate/sql/";

  private SqlScripts() {}

  /**
   * Reads one script.
   *
   * @param name {@code postgresql.sql}, {@code mariadb.sql} or {@code h2.sql}
   */
  static String read(String name) throws IOException {
    try (InputStream in = SqlScripts.class.getResourceAsStream(FOLDER + name)) {
      if (in == null) {
        throw new IOException(
            "no " + FOLDER + name + " on the classpath; it ships in objectidkey-hibernate's jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
