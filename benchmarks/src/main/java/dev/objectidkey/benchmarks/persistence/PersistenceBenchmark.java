package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.persistence.Database.BATCH_SIZE;
import static dev.objectidkey.benchmarks.persistence.Database.ROWS_PER_TRANSACTION;

import dev.objectidkey.benchmarks.Measures;
import dev.objectidkey.benchmarks.Options;
import dev.objectidkey.benchmarks.Table;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;

/**
 * Hibernate inserts per second and table sizes of each {@link KeyStrategy}. Method, options and
 * tables: {@code benchmarks/README.md}, "Run the persistence benchmark".
 */
public final class PersistenceBenchmark {

  static final Instant BASE = Instant.parse("2026-01-01T00:00:00Z");

  private PersistenceBenchmark() {}

  public static void main(String[] args) throws SQLException {
    Options options =
        Options.parse(args, "databases", "rows", "rounds", "warmup-rows", "storage-rows");
    List<Database> databases =
        Database.named(options.list("databases", "h2,postgresql,mariadb"), true);
    int rows = options.integer("rows", 100_000);
    int rounds = options.integer("rounds", 5);
    int warmupRows = options.integer("warmup-rows", 20_000);
    int storageRows = options.integer("storage-rows", 1_000_000);

    Map<Database, Map<KeyStrategy, Double>> insertsPerSecond = new EnumMap<>(Database.class);
    Map<Database, Map<KeyStrategy, long[]>> storage = new EnumMap<>(Database.class);
    for (Database database : databases) {
      Database.Connected connected = database.connect();
      connected.announce("");
      try (SessionFactory sessions =
          connected.batched("create-drop", 2, KeyStrategy.entities()).buildSessionFactory()) {
        insertsPerSecond.put(database, measureInserts(sessions, rows, rounds, warmupRows));
        if (storageRows > 0 && database != Database.H2) {
          storage.put(database, measureStorage(sessions, database, storageRows));
        }
      }
    }
    System.out.println();
    System.out.print(insertTable(insertsPerSecond, rows));
    if (!storage.isEmpty()) {
      System.out.println();
      System.out.print(storageTable(storage, storageRows));
    }
  }

  private static Map<KeyStrategy, Double> measureInserts(
      SessionFactory sessions, int rows, int rounds, int warmupRows) {
    KeyStrategy[] strategies = KeyStrategy.values();
    Map<KeyStrategy, double[]> perRound = new EnumMap<>(KeyStrategy.class);
    for (KeyStrategy strategy : strategies) {
      insert(sessions, strategy, warmupRows);
      truncate(sessions, strategy);
      perRound.put(strategy, new double[rounds]);
    }
    for (int round = 0; round < rounds; round++) {
      for (int k = 0; k < strategies.length; k++) {
        KeyStrategy strategy = strategies[(k + round) % strategies.length];
        double seconds = insert(sessions, strategy, rows);
        double rate = rows / seconds;
        perRound.get(strategy)[round] = rate;
        System.out.printf(
            Locale.ROOT,
            "round %d  %-28s %,10.0f inserts/s  (%.2f s)%n",
            round + 1,
            strategy.label,
            rate,
            seconds);
        truncate(sessions, strategy);
      }
    }
    Map<KeyStrategy, Double> medians = new EnumMap<>(KeyStrategy.class);
    perRound.forEach((strategy, rates) -> medians.put(strategy, Measures.median(rates)));
    return medians;
  }

  private static double insert(SessionFactory sessions, KeyStrategy strategy, int rows) {
    return insert(sessions, n -> strategy.newRow.get().fill(n, BASE), 0, rows);
  }

  /**
   * The insert loop of the Hibernate insert benchmarks: rows {@code first} to {@code first + count -
   * 1}, made by {@code row}, through one session, flushed and cleared every {@link
   * Database#BATCH_SIZE} rows and committed every {@link Database#ROWS_PER_TRANSACTION}; returns
   * the seconds it took. A failure rolls the open transaction back and is thrown.
   */
  static double insert(SessionFactory sessions, IntFunction<?> row, int first, int count) {
    long start = System.nanoTime();
    try (Session session = sessions.openSession()) {
      Transaction transaction = session.beginTransaction();
      try {
        for (int n = 0; n < count; n++) {
          session.persist(row.apply(first + n));
          if ((n + 1) % BATCH_SIZE == 0) {
            session.flush();
            session.clear();
          }
          if ((n + 1) % ROWS_PER_TRANSACTION == 0 && n + 1 < count) {
            transaction.commit();
            transaction = session.beginTransaction();
          }
        }
        transaction.commit();
      } catch (RuntimeException e) {
        if (transaction.isActive()) {
          transaction.rollback();
        }
        throw e;
      }
    }
    return (System.nanoTime() - start) / 1e9;
  }

  private static void truncate(SessionFactory sessions, KeyStrategy strategy) {
    sessions.inTransaction(
        session ->
            session.createNativeMutationQuery("truncate table " + strategy.table).executeUpdate());
  }

  /** Fills every table with {@code rows} rows; returns, per strategy, table and index bytes. */
  private static Map<KeyStrategy, long[]> measureStorage(
      SessionFactory sessions, Database database, int rows) {
    Map<KeyStrategy, long[]> sizes = new EnumMap<>(KeyStrategy.class);
    for (KeyStrategy strategy : KeyStrategy.values()) {
      double seconds = insert(sessions, strategy, rows);
      long[] size =
          sessions.fromSession(
              session -> session.doReturningWork(c -> storage(c, database, strategy.table)));
      sizes.put(strategy, size);
      System.out.printf(
          Locale.ROOT,
          "storage %-28s %,d rows in %.1f s: %s%n",
          strategy.label,
          rows,
          seconds,
          Arrays.toString(size));
      truncate(sessions, strategy);
    }
    return sizes;
  }

  /** PostgreSQL, after ANALYZE: heap, primary key, all indexes; MariaDB: data, index_length. */
  private static long[] storage(Connection connection, Database database, String table)
      throws SQLException {
    if (database != Database.POSTGRESQL) {
      Database.Sizes sizes = database.sizes(connection, table);
      return new long[] {sizes.heap(), sizes.indexes()};
    }
    // Not VACUUM, which Hibernate's transaction refuses; the tables hold no dead rows.
    Database.execute(connection, "analyze " + table);
    Database.Sizes sizes = database.sizes(connection, table);
    return new long[] {sizes.heap(), sizes.primaryKey(), sizes.indexes()};
  }

  static String insertTable(Map<Database, Map<KeyStrategy, Double>> results, int rows) {
    Table out = new Table("llrr", "database | strategy | inserts/s | ours ÷ this");
    results.forEach(
        (database, rates) -> {
          double ours = rates.get(KeyStrategy.OBJECT_ID);
          rates.forEach(
              (strategy, rate) ->
                  out.row(
                      "%s | %s | %,.0f | %.2f×",
                      database.label, strategy.label, rate, ours / rate));
        });
    return String.format(
            Locale.ROOT,
            "Inserts/s, %,d rows per round, batches of %d, median of the rounds; ratio = ours / that strategy%n%n",
            rows,
            BATCH_SIZE)
        + out;
  }

  static String storageTable(Map<Database, Map<KeyStrategy, long[]>> results, int rows) {
    StringBuilder out =
        new StringBuilder(
            String.format(Locale.ROOT, "Storage after %,d rows per strategy (MiB)%n%n", rows));
    results.forEach(
        (database, sizes) -> {
          Table table =
              database == Database.POSTGRESQL
                  ? new Table("lrrr", "PostgreSQL | table (heap) | primary-key index | all indexes")
                  : new Table(
                      "lrr",
                      "MariaDB (InnoDB) | data_length (rows in the primary key) | index_length"
                          + " (secondary index)");
          sizes.forEach(
              (strategy, size) ->
                  table.row(
                      "%s" + " | %.1f".repeat(size.length),
                      Stream.concat(
                              Stream.of(strategy.label),
                              Arrays.stream(size).mapToObj(Measures::mib))
                          .toArray()));
          out.append(table).append(database == Database.POSTGRESQL ? "\n" : "");
        });
    return out.toString();
  }
}
