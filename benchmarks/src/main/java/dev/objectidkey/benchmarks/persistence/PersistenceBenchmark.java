package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.persistence.Database.BATCH_SIZE;
import static dev.objectidkey.benchmarks.persistence.Database.ROWS_PER_TRANSACTION;
import static dev.objectidkey.benchmarks.persistence.Database.execute;
import static dev.objectidkey.benchmarks.persistence.Database.longs;

import dev.objectidkey.benchmarks.Measures;
import dev.objectidkey.benchmarks.Options;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;

/**
 * Inserts rows through Hibernate with each {@link KeyStrategy}, on each database, and reports
 * inserts per second (the median of rotated rounds), our ratio to each strategy, and, on PostgreSQL
 * and MariaDB, the table and index sizes. The tables are named {@code bench_*}; they are created at
 * start and dropped at the end. Method and options: {@code benchmarks/README.md}.
 */
public final class PersistenceBenchmark {

  static final Instant BASE = Instant.parse("2026-01-01T00:00:00Z");

  private PersistenceBenchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args {@code --databases=h2,postgresql,mariadb --rows=100000 --rounds=5
   *     --warmup-rows=20000 --storage-rows=1000000}, all optional
   * @throws SQLException if a database cannot be reached
   */
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
      System.out.printf(
          Locale.ROOT,
          "%n== %s (%s, user %s)%n",
          database.label,
          connected.url(),
          connected.user());
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
    for (KeyStrategy strategy : strategies) {
      insert(sessions, strategy, warmupRows);
      truncate(sessions, strategy);
    }
    Map<KeyStrategy, double[]> perRound = new EnumMap<>(KeyStrategy.class);
    for (KeyStrategy strategy : strategies) {
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
   * the seconds it took.
   */
  static double insert(SessionFactory sessions, IntFunction<?> row, int first, int count) {
    long start = System.nanoTime();
    try (Session session = sessions.openSession()) {
      Transaction transaction = session.beginTransaction();
      for (int n = 0; n < count; n++) {
        session.persist(row.apply(first + n));
        if ((n + 1) % BATCH_SIZE == 0) {
          session.flush();
          session.clear();
        }
        if ((n + 1) % ROWS_PER_TRANSACTION == 0) {
          transaction.commit();
          transaction = session.beginTransaction();
        }
      }
      transaction.commit();
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
              session -> session.doReturningWork(c -> sizes(c, database, strategy.table)));
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

  /**
   * PostgreSQL: the table (heap), its primary-key index and all its indexes. InnoDB keeps rows in
   * the primary-key index, so MariaDB's data_length is the table and its primary key together;
   * index_length is the secondary index, each entry of which holds a copy of the key.
   */
  private static long[] sizes(Connection connection, Database database, String table)
      throws SQLException {
    if (database == Database.POSTGRESQL) {
      // Hibernate's connections are not in autocommit mode, where VACUUM would be refused; the
      // tables hold no dead rows anyway, so their size is final.
      execute(connection, "analyze " + table);
      return longs(
          connection,
          "select pg_relation_size(c.oid), "
              + "(select pg_relation_size(i.indexrelid) from pg_index i "
              + " where i.indrelid = c.oid and i.indisprimary), "
              + "pg_indexes_size(c.oid) "
              + "from pg_class c where c.relname = ? and c.relkind = 'r'",
          table);
    }
    execute(connection, "analyze table " + table);
    return longs(
        connection,
        "select data_length, index_length from information_schema.TABLES "
            + "where table_schema = database() and table_name = ?",
        table);
  }

  static String insertTable(Map<Database, Map<KeyStrategy, Double>> results, int rows) {
    StringBuilder out =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "Inserts/s, %,d rows per round, batches of %d, median of the rounds; ratio = ours / that strategy%n%n",
                rows,
                BATCH_SIZE));
    out.append("| database | strategy | inserts/s | ours ÷ this |\n|---|---|---:|---:|\n");
    results.forEach(
        (database, rates) -> {
          double ours = rates.get(KeyStrategy.OBJECT_ID);
          rates.forEach(
              (strategy, rate) ->
                  out.append(
                      String.format(
                          Locale.ROOT,
                          "| %s | %s | %,.0f | %.2f× |%n",
                          database.label,
                          strategy.label,
                          rate,
                          ours / rate)));
        });
    return out.toString();
  }

  static String storageTable(Map<Database, Map<KeyStrategy, long[]>> results, int rows) {
    StringBuilder out =
        new StringBuilder(
            String.format(Locale.ROOT, "Storage after %,d rows per strategy (MiB)%n%n", rows));
    Map<KeyStrategy, long[]> postgres = results.get(Database.POSTGRESQL);
    if (postgres != null) {
      out.append(
          "| PostgreSQL | table (heap) | primary-key index | all indexes |\n"
              + "|---|---:|---:|---:|\n");
      postgres.forEach(
          (strategy, size) ->
              out.append(
                  String.format(
                      Locale.ROOT,
                      "| %s | %.1f | %.1f | %.1f |%n",
                      strategy.label,
                      mib(size[0]),
                      mib(size[1]),
                      mib(size[2]))));
      out.append('\n');
    }
    Map<KeyStrategy, long[]> mariaDb = results.get(Database.MARIADB);
    if (mariaDb != null) {
      out.append(
          "| MariaDB (InnoDB) | data_length (rows in the primary key) | index_length "
              + "(secondary index) |\n|---|---:|---:|\n");
      mariaDb.forEach(
          (strategy, size) ->
              out.append(
                  String.format(
                      Locale.ROOT,
                      "| %s | %.1f | %.1f |%n",
                      strategy.label,
                      mib(size[0]),
                      mib(size[1]))));
    }
    return out.toString();
  }
}
