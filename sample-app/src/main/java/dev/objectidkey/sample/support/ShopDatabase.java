package dev.objectidkey.sample.support;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.jpa.HibernatePersistenceConfiguration;

/**
 * Where the shop's data lives: a JDBC URL and optional credentials. The dialect is detected from
 * the connection, so the same application runs on H2, PostgreSQL and MariaDB unchanged. An
 * application of your own gets its data source from its framework (Spring Boot, Quarkus) instead.
 *
 * <p>Opening is made safe for a command-line tool:
 * <ul>
 *   <li>The first connection is made before Hibernate boots, on a thread of its own, and given
 *       {@code connectTimeout}: a port that accepts connections but never answers (a stuck server,
 *       a wrong service) fails with one line instead of hanging. PostgreSQL and MariaDB connections
 *       also get driver timeouts for the connect and for every socket read.
 *   <li>An H2 file database is used by one process at a time. While another process has it open,
 *       the first connection waits, up to {@value #H2_LOCK_WAIT_SECONDS} s, then names the file;
 *       two commands started together both succeed, one after the other. The first connection stays
 *       open until Hibernate's pool has its own, so that no other process slips in between.
 *   <li>H2 is told not to write its {@code .trace.db} file ({@code TRACE_LEVEL_FILE=0}) unless the
 *       URL asks for it: the tool reports each error itself, and where that file cannot be written
 *       (an unwritable {@code ./data}) H2 would print its own stack trace, partly on stdout.
 *   <li>Connections come from a HikariCP pool of a size the caller chooses: one for a command, one
 *       per request handler for {@code serve}. Hibernate's built-in pool is not for production: it
 *       fails at once when its connections are all in use, where Hikari waits up to
 *       {@code connectTimeout} and then throws {@link java.sql.SQLTransientConnectionException}.
 * </ul>
 *
 * @param jdbcUrl the JDBC URL, such as {@value #DEFAULT_URL}
 * @param user the user name, or null to send none
 * @param password the password, or null to send none
 * @param connectTimeout how long the first connection may take
 */
public record ShopDatabase(String jdbcUrl, String user, String password, Duration connectTimeout) {

  /** An H2 file database under {@code ./data/}, created on first use. */
  public static final String DEFAULT_URL = "jdbc:h2:file:./data/objectidkey-sample";

  /** The connect timeout unless one is given. */
  public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);

  /** How long to wait for another process to close an H2 file database. */
  static final int H2_LOCK_WAIT_SECONDS = 30;

  /** How long a PostgreSQL or MariaDB socket read may block. */
  private static final Duration SOCKET_TIMEOUT = Duration.ofMinutes(5);

  /** H2's error code for "Database may be already in use" (ErrorCode.DATABASE_ALREADY_OPEN_1). */
  private static final int H2_DATABASE_IN_USE = 90020;

  /**
   * Hibernate logs through java.util.logging here; keep the INFO banner and the built-in pool's
   * "not intended for production" warning off a command-line tool's stderr. The logger is held
   * strongly, or java.util.logging could drop the level with a collected logger.
   */
  private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

  static {
    HIBERNATE_LOG.setLevel(Level.SEVERE);
  }

  /**
   * The database at {@code jdbcUrl} with the default connect timeout.
   *
   * @param jdbcUrl the JDBC URL
   * @param user the user name, or null
   * @param password the password, or null
   */
  public ShopDatabase(String jdbcUrl, String user, String password) {
    this(jdbcUrl, user, password, DEFAULT_CONNECT_TIMEOUT);
  }

  /**
   * Connects and builds {@code configuration} on a pool of one connection: enough for a command,
   * which does one thing at a time.
   *
   * @param configuration the application's configuration, without a data source
   * @return a new session factory, which the caller closes; closing it closes the pool
   * @throws IllegalStateException with one line naming the URL, if the database cannot be opened
   */
  public SessionFactory open(HibernatePersistenceConfiguration configuration) {
    return open(configuration, 1);
  }

  /**
   * Connects and builds {@code configuration} on a pool of {@code poolSize} connections. A session
   * that finds them all in use waits up to {@code connectTimeout}, then fails with {@link
   * java.sql.SQLTransientConnectionException} as its cause.
   *
   * @param configuration the application's configuration, without a data source
   * @param poolSize the most connections open at once, at least 1
   * @return a new session factory, which the caller closes; closing it closes the pool
   * @throws IllegalStateException with one line naming the URL, if the database cannot be opened
   */
  public SessionFactory open(HibernatePersistenceConfiguration configuration, int poolSize) {
    if (poolSize < 1) {
      throw new IllegalArgumentException("poolSize must be at least 1, got " + poolSize);
    }
    String url = quietH2(jdbcUrl);
    try (Connection first = firstConnection(url)) {
      HikariDataSource pool = pool(url, poolSize);
      try {
        return sessionFactory(configuration, pool);
      } catch (RuntimeException | Error e) {
        pool.close();
        throw e;
      }
    } catch (SQLException closing) {
      throw new IllegalStateException(
          "cannot close the first connection to " + jdbcUrl + ": " + closing.getMessage(), closing);
    }
  }

  private static SessionFactory sessionFactory(
      HibernatePersistenceConfiguration configuration, HikariDataSource pool) {
    return configuration
        .property(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, pool)
        // Hibernate does not close a data source it was handed: the pool goes with the factory.
        .property(
            AvailableSettings.SESSION_FACTORY_OBSERVER,
            new SessionFactoryObserver() {
              @Override
              public void sessionFactoryClosed(SessionFactory factory) {
                pool.close();
              }
            })
        .createEntityManagerFactory();
  }

  private HikariDataSource pool(String url, int poolSize) {
    HikariConfig config = new HikariConfig();
    config.setPoolName("objectidkey-sample");
    config.setJdbcUrl(url);
    if (user != null) {
      config.setUsername(user);
    }
    if (password != null) {
      config.setPassword(password);
    }
    // A fixed-size pool, as Hikari advises: every handler has its connection ready.
    config.setMaximumPoolSize(poolSize);
    config.setConnectionTimeout(Math.max(250, connectTimeout.toMillis()));
    // Hikari passes its data source properties to the driver, as the first connection got them.
    driverTimeouts().forEach((name, value) -> config.addDataSourceProperty((String) name, value));
    try {
      return new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw new IllegalStateException("cannot open " + jdbcUrl + ": " + e.getMessage(), e);
    }
  }

  /** The first connection, bounded by {@link #connectTimeout}, waiting for an H2 file lock. */
  private Connection firstConnection(String url) {
    createH2Directory(url);
    long lockDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(H2_LOCK_WAIT_SECONDS);
    while (true) {
      try {
        return connectWithin(url);
      } catch (SQLException e) {
        if (e.getErrorCode() != H2_DATABASE_IN_USE || !url.startsWith("jdbc:h2:")) {
          throw new IllegalStateException("cannot open " + jdbcUrl + ": " + e.getMessage(), e);
        }
        if (System.nanoTime() > lockDeadline) {
          throw new IllegalStateException(
              "the H2 database "
                  + jdbcUrl
                  + " is in use by another"
                  + " process, which did not close it within "
                  + H2_LOCK_WAIT_SECONDS
                  + " s; stop that"
                  + " process (such as a running serve), or use a database server",
              e);
        }
        pause();
      }
    }
  }

  private Connection connectWithin(String url) throws SQLException {
    Properties properties = new Properties();
    if (user != null) {
      properties.setProperty("user", user);
    }
    if (password != null) {
      properties.setProperty("password", password);
    }
    properties.putAll(driverTimeouts());
    FutureTask<Connection> connect =
        new FutureTask<>(() -> DriverManager.getConnection(url, properties));
    Thread thread = new Thread(connect, "objectidkey-connect");
    thread.setDaemon(true); // a connect that never returns must not keep the JVM alive
    thread.start();
    try {
      return connect.get(connectTimeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      thread.interrupt();
      throw new IllegalStateException(
          "no answer from "
              + jdbcUrl
              + " within "
              + connectTimeout.toSeconds()
              + " s; check that the database server is up and that this"
              + " is its address, or give it longer with --connect-timeout",
          e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof SQLException sql) {
        throw sql;
      }
      throw new IllegalStateException("cannot open " + jdbcUrl + ": " + e.getCause(), e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while connecting to " + jdbcUrl, e);
    }
  }

  /** The drivers' own connect and read timeouts; H2 has none, and rejects unknown properties. */
  private Properties driverTimeouts() {
    Properties timeouts = new Properties();
    if (jdbcUrl.startsWith("jdbc:postgresql:")) {
      timeouts.setProperty("connectTimeout", String.valueOf(connectTimeout.toSeconds()));
      timeouts.setProperty("loginTimeout", String.valueOf(connectTimeout.toSeconds()));
      timeouts.setProperty("socketTimeout", String.valueOf(SOCKET_TIMEOUT.toSeconds()));
    } else if (jdbcUrl.startsWith("jdbc:mariadb:") || jdbcUrl.startsWith("jdbc:mysql:")) {
      timeouts.setProperty("connectTimeout", String.valueOf(connectTimeout.toMillis()));
      timeouts.setProperty("socketTimeout", String.valueOf(SOCKET_TIMEOUT.toMillis()));
    }
    return timeouts;
  }

  /**
   * Creates the directory of an H2 file database ({@code jdbc:h2:file:...}) before H2 does. H2
   * checks that the directory is missing and then creates it, so two processes started together on
   * a new {@code ./data} could both see it missing, and the slower one failed with "a file with this
   * name already exists". {@link Files#createDirectories} accepts a directory that appears
   * meanwhile. When it cannot create the directory (a file in its place, no permission), H2's own
   * attempt reports the reason, naming the path.
   */
  static void createH2Directory(String url) {
    String prefix = "jdbc:h2:file:";
    if (!url.startsWith(prefix)) {
      return;
    }
    String path = url.substring(prefix.length());
    int options = path.indexOf(';');
    if (options >= 0) {
      path = path.substring(0, options);
    }
    if (path.startsWith("~")) {
      path = System.getProperty("user.home") + path.substring(1);
    }
    Path parent = Path.of(path).toAbsolutePath().getParent();
    try {
      Files.createDirectories(parent);
    } catch (IOException | SecurityException e) {
      // H2 tries again and reports the reason in its own message, which names the path.
    }
  }

  /** {@code url} with {@code TRACE_LEVEL_FILE=0} added for H2, unless it sets that itself. */
  static String quietH2(String url) {
    boolean h2 = url.startsWith("jdbc:h2:");
    if (!h2 || url.toUpperCase(Locale.ROOT).contains("TRACE_LEVEL_FILE")) {
      return url;
    }
    return url + ";TRACE_LEVEL_FILE=0";
  }

  private static void pause() {
    try {
      Thread.sleep(100);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the H2 database", e);
    }
  }
}
