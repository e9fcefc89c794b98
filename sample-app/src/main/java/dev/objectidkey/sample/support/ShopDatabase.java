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
 * Where the shop's data lives: a JDBC URL and optional credentials; the dialect is detected from
 * the connection. An application of your own gets its data source from its framework instead.
 * Opening is made safe for a command-line tool, as {@code sample-app/README.md} ("Commands")
 * describes.
 *
 * @param jdbcUrl the JDBC URL, such as {@value #DEFAULT_URL}
 * @param user the user name, or null to send none
 * @param password the password, or null to send none
 * @param connectTimeout how long the first connection, or a free one from the pool, may take
 */
public record ShopDatabase(String jdbcUrl, String user, String password, Duration connectTimeout) {

  /** An H2 file database under {@code ./data/}, created on first use. */
  public static final String DEFAULT_URL = "jdbc:h2:file:./data/objectidkey-sample";

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
   * Connects and builds {@code configuration} on a pool of {@code poolSize} connections: one for a
   * command, one per request handler for {@code serve}. A session that finds them all in use waits
   * up to {@code connectTimeout}, then fails with {@link
   * java.sql.SQLTransientConnectionException} as its cause (Hibernate's built-in pool would fail at
   * once).
   *
   * @param configuration the application's configuration, without a data source
   * @return a new session factory, which the caller closes; closing it closes the pool
   * @throws IllegalStateException with one line naming the URL, if the database cannot be opened
   */
  public SessionFactory open(HibernatePersistenceConfiguration configuration, int poolSize) {
    if (poolSize < 1) {
      throw new IllegalArgumentException("poolSize must be at least 1, got " + poolSize);
    }
    String url = quietH2(jdbcUrl);
    // The first connection stays open until the pool has its own: no other process slips in.
    try (Connection first = firstConnection(url)) {
      HikariDataSource pool = pool(url, poolSize);
      try {
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
      } catch (RuntimeException | Error e) {
        pool.close();
        throw e;
      }
    } catch (SQLException closing) {
      throw new IllegalStateException(
          "cannot close the first connection to " + jdbcUrl + ": " + closing.getMessage(), closing);
    }
  }

  private HikariDataSource pool(String url, int poolSize) {
    HikariConfig config = new HikariConfig();
    config.setPoolName("objectidkey-sample");
    config.setJdbcUrl(url);
    // A fixed-size pool, as Hikari advises: every handler has its connection ready.
    config.setMaximumPoolSize(poolSize);
    config.setConnectionTimeout(Math.max(250, connectTimeout.toMillis()));
    // Hikari passes its data source properties to the driver, as the first connection got them.
    config.setDataSourceProperties(driverProperties());
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
              ("the H2 database %s is in use by another process, which did not close it within %s"
                      + " s; stop that process (such as a running serve), or use a database server")
                  .formatted(jdbcUrl, H2_LOCK_WAIT_SECONDS),
              e);
        }
        pause();
      }
    }
  }

  private Connection connectWithin(String url) throws SQLException {
    Properties properties = driverProperties();
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
          ("no answer from %s within %s s; check that the database server is up and that this is"
                  + " its address, or give it longer with --connect-timeout")
              .formatted(jdbcUrl, connectTimeout.toSeconds()),
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

  /**
   * The user, the password, and the drivers' own connect and read timeouts; H2 has none, and
   * rejects unknown properties.
   */
  private Properties driverProperties() {
    Properties properties = new Properties();
    if (user != null) {
      properties.setProperty("user", user);
    }
    if (password != null) {
      properties.setProperty("password", password);
    }
    if (jdbcUrl.startsWith("jdbc:postgresql:")) {
      properties.setProperty("connectTimeout", String.valueOf(connectTimeout.toSeconds()));
      properties.setProperty("loginTimeout", String.valueOf(connectTimeout.toSeconds()));
      properties.setProperty("socketTimeout", String.valueOf(SOCKET_TIMEOUT.toSeconds()));
    } else if (jdbcUrl.startsWith("jdbc:mariadb:") || jdbcUrl.startsWith("jdbc:mysql:")) {
      properties.setProperty("connectTimeout", String.valueOf(connectTimeout.toMillis()));
      properties.setProperty("socketTimeout", String.valueOf(SOCKET_TIMEOUT.toMillis()));
    }
    return properties;
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
    String path = url.substring(prefix.length()).split(";", 2)[0];
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
    boolean quiet =
        !url.startsWith("jdbc:h2:") || url.toUpperCase(Locale.ROOT).contains("TRACE_LEVEL_FILE");
    return quiet ? url : url + ";TRACE_LEVEL_FILE=0";
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
