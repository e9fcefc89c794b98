package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.persistence.PersistenceBenchmark.BASE;
import static dev.objectidkey.benchmarks.persistence.PersistenceBenchmark.BATCH_SIZE;
import static dev.objectidkey.benchmarks.persistence.PersistenceBenchmark.ROWS_PER_TRANSACTION;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.cfg.Configuration;

/**
 * One of the application processes that {@link MultiProcessBenchmark} starts: it inserts rows of one
 * strategy's table through Hibernate, exactly as {@link PersistenceBenchmark} does (one session,
 * batches of 50 flushed and cleared, a commit every 10,000 rows).
 *
 * <p>It talks to the coordinator in lines: after booting Hibernate and a warm-up insert it prints
 * {@code READY}; it then waits for {@code GO} on its standard input, so that every process starts
 * inserting at the same moment, whatever each one's boot took; at the end it prints {@code DONE}
 * with its start and end (epoch microseconds, from the wall clock that every process on the host
 * shares), the rows it committed, and the unique-key violations it met.
 *
 * <p>Arguments: {@code --strategy=OBJECT_ID|SEQUENCE --process=N --rows=R --warmup-rows=W}. The
 * coordinator creates the table; this process does not touch the schema.
 */
public final class ProcessInserter {

  private static final String UNIQUE_VIOLATION = "23505";

  /** Held so that the level set on it is not lost to garbage collection. */
  private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

  /**
   * HHH10001002, "Using built-in connection pool", once per process; the coordinator's own boot
   * prints it once, which says it.
   */
  private static final Logger POOL_LOG = Logger.getLogger("org.hibernate.orm.connections.pooling");

  private ProcessInserter() {}

  /**
   * Runs one process's part.
   *
   * @param args the arguments described in the class comment
   * @throws SQLException if PostgreSQL cannot be reached
   * @throws IOException if the coordinator's line cannot be read
   */
  public static void main(String[] args) throws SQLException, IOException {
    HIBERNATE_LOG.setLevel(Level.WARNING);
    POOL_LOG.setLevel(Level.SEVERE);
    ProcessKeyStrategy strategy = null;
    int process = -1;
    int rows = -1;
    int warmupRows = 0;
    for (String arg : args) {
      String value = arg.substring(arg.indexOf('=') + 1);
      if (arg.startsWith("--strategy=")) {
        strategy = ProcessKeyStrategy.valueOf(value);
      } else if (arg.startsWith("--process=")) {
        process = Integer.parseInt(value);
      } else if (arg.startsWith("--rows=")) {
        rows = Integer.parseInt(value);
      } else if (arg.startsWith("--warmup-rows=")) {
        warmupRows = Integer.parseInt(value);
      } else {
        throw new IllegalArgumentException(
            "Invalid argument \""
                + arg
                + "\": expected --strategy=, --process=, --rows= or --warmup-rows=");
      }
    }
    if (strategy == null || process < 0 || rows < 0) {
      throw new IllegalArgumentException("--strategy, --process and --rows are required");
    }
    BufferedReader coordinator =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    try (SessionFactory sessions = sessionFactory(Database.POSTGRESQL.connect(), strategy)) {
      // The warm-up rows carry this process's number too; the coordinator truncates the table
      // between READY and GO, so they never reach the checks.
      insert(sessions, strategy, process, warmupRows);
      readyThenAwaitGo(coordinator);
      long start = epochMicros();
      long[] outcome = insert(sessions, strategy, process, rows);
      long end = epochMicros();
      System.out.printf(Locale.ROOT, "DONE %d %d %d %d%n", start, end, outcome[0], outcome[1]);
      System.out.flush();
    }
  }

  static SessionFactory sessionFactory(Database.Connected connected, ProcessKeyStrategy strategy) {
    Configuration configuration = new Configuration();
    configuration.addAnnotatedClass(strategy.entity);
    configuration.setProperty("hibernate.connection.url", connected.url());
    configuration.setProperty("hibernate.connection.username", connected.user());
    configuration.setProperty("hibernate.connection.password", connected.password());
    configuration.setProperty("hibernate.connection.pool_size", "2");
    configuration.setProperty("hibernate.hbm2ddl.auto", "none");
    configuration.setProperty("hibernate.jdbc.batch_size", String.valueOf(BATCH_SIZE));
    configuration.setProperty("hibernate.order_inserts", "true");
    configuration.setProperty("hibernate.show_sql", "false");
    return configuration.buildSessionFactory();
  }

  /**
   * Inserts rows {@code 0} to {@code rows - 1} of this process, a transaction of 10,000 at a time.
   * A transaction that fails on a unique key is counted and rolled back, and the next one goes on
   * in a new session, so that a conflict shows as a count and as missing rows instead of ending
   * the run; any other failure ends it.
   *
   * @return the rows committed and the transactions lost to a unique-key violation
   */
  private static long[] insert(
      SessionFactory sessions, ProcessKeyStrategy strategy, int process, int rows) {
    long committed = 0;
    long conflicts = 0;
    for (int first = 0; first < rows; first += ROWS_PER_TRANSACTION) {
      int last = Math.min(rows, first + ROWS_PER_TRANSACTION);
      try (Session session = sessions.openSession()) {
        Transaction transaction = session.beginTransaction();
        try {
          for (int n = first; n < last; n++) {
            session.persist(strategy.newRow.get().fill(process, n, BASE));
            if ((n + 1) % BATCH_SIZE == 0) {
              session.flush();
              session.clear();
            }
          }
          transaction.commit();
          committed += last - first;
        } catch (RuntimeException e) {
          if (!isUniqueViolation(e)) {
            throw e;
          }
          conflicts++;
          System.err.println("process " + process + ": unique-key violation: " + e);
          if (transaction.isActive()) {
            transaction.rollback();
          }
        }
      }
    }
    return new long[] {committed, conflicts};
  }

  private static boolean isUniqueViolation(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof SQLException sql) {
        for (SQLException next = sql; next != null; next = next.getNextException()) {
          if (UNIQUE_VIOLATION.equals(next.getSQLState())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static long epochMicros() {
    return ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
  }

  /**
   * Tells the coordinator that this child is warmed up ({@code READY} on standard output) and
   * waits for its {@code GO}, so that every child starts measuring at the same moment.
   */
  static void readyThenAwaitGo(BufferedReader coordinator) throws IOException {
    System.out.println("READY");
    System.out.flush();
    String line = coordinator.readLine();
    if (!"GO".equals(line)) {
      throw new IllegalStateException("Expected GO from the coordinator, read " + line);
    }
  }
}
