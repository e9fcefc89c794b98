package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.persistence.Database.ROWS_PER_TRANSACTION;

import dev.objectidkey.benchmarks.Options;
import java.io.IOException;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;

/**
 * An application process of {@link MultiProcessBenchmark}: Hibernate inserts into one strategy's
 * table, then {@link Children}'s {@code DONE} line with the rows committed and the unique-key
 * violations met. Arguments: {@code --strategy=OBJECT_ID|SEQUENCE --process=N --rows=R
 * --warmup-rows=W}.
 */
public final class ProcessInserter {

  private static final String UNIQUE_VIOLATION = "23505";

  /** HHH10001002, "Using built-in connection pool", once per process; the coordinator says it. */
  private static final Logger POOL_LOG = Logger.getLogger("org.hibernate.orm.connections.pooling");

  private ProcessInserter() {}

  public static void main(String[] args) throws SQLException, IOException {
    POOL_LOG.setLevel(Level.SEVERE);
    Options options = Options.parse(args, "strategy", "process", "rows", "warmup-rows");
    ProcessKeyStrategy strategy = ProcessKeyStrategy.valueOf(options.required("strategy"));
    int process = Integer.parseInt(options.required("process"));
    int rows = Integer.parseInt(options.required("rows"));
    try (SessionFactory sessions =
        Database.POSTGRESQL.connect().batched("none", 2, strategy.entity).buildSessionFactory()) {
      // The warm-up rows carry this process's number too; the coordinator truncates the table
      // between READY and GO, so they never reach the checks.
      insert(sessions, strategy, process, options.integer("warmup-rows", 0));
      Children.readyThenAwaitGo();
      long start = Children.epochMicros();
      long[] outcome = insert(sessions, strategy, process, rows);
      Children.done(start, outcome[0], outcome[1]);
    }
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
      int count = Math.min(rows - first, ROWS_PER_TRANSACTION);
      try {
        PersistenceBenchmark.insert(
            sessions,
            n -> strategy.newRow.get().fill(process, n, PersistenceBenchmark.BASE),
            first,
            count);
        committed += count;
      } catch (RuntimeException e) {
        if (!isUniqueViolation(e)) {
          throw e;
        }
        conflicts++;
        System.err.println("process " + process + ": unique-key violation: " + e);
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
}
