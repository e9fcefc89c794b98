package dev.objectidkey.benchmarks.persistence;

import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The three databases: H2 in memory, and the local PostgreSQL and MariaDB servers. */
enum Database {
  H2("H2 (in memory)") {
    @Override
    Connected connect() {
      return new Connected(this, "jdbc:h2:mem:bench;DB_CLOSE_DELAY=-1", "sa", "");
    }
  },
  POSTGRESQL("PostgreSQL") {
    @Override
    Connected connect() throws SQLException {
      String url = "jdbc:postgresql://127.0.0.1:5432/test";
      List<String> failures = new ArrayList<>();
      // Trust authentication; which of the two roles exists depends on the machine.
      for (String user : List.of("postgres", "root")) {
        try {
          DriverManager.getConnection(url, user, "").close();
          return new Connected(this, url, user, "");
        } catch (SQLException e) {
          failures.add(user + ": " + e.getMessage());
        }
      }
      throw new SQLException(
          "Cannot connect to PostgreSQL at 127.0.0.1:5432/test as postgres or "
              + "root: "
              + failures);
    }
  },
  MARIADB("MariaDB") {
    @Override
    Connected connect() throws SQLException {
      String url = "jdbc:mariadb://127.0.0.1:3306/test";
      DriverManager.getConnection(url, "root", "").close();
      return new Connected(this, url, "root", "");
    }
  };

  final String label;

  Database(String label) {
    this.label = label;
  }

  /** Finds working credentials, or throws saying what was tried. */
  abstract Connected connect() throws SQLException;

  /** A database with credentials that work. */
  record Connected(Database database, String url, String user, String password) {}
}
