package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.Options;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.cfg.Configuration;

/**
 * Inserts rows through Hibernate with each key strategy, on each database, and reports inserts per
 * second, our ratio to each strategy, and (on PostgreSQL and MariaDB) the table and index sizes.
 *
 * <p>Every strategy maps the same columns ({@link OrderRow}) and gets the same values. Inserts go
 * through one {@link Session}, flushed and cleared every 50 rows with
 * {@code hibernate.jdbc.batch_size=50} and {@code hibernate.order_inserts=true}, committing every
 * 10,000 rows; JDBC drivers keep their defaults. Each database first gets a warm-up insert per
 * strategy; then each round inserts {@code --rows} rows per strategy into empty tables, in a
 * rotated order, and the median round counts. Ratios therefore compare strategies measured
 * minutes apart at most, on the same server.
 *
 * <p>Options, all optional: {@code --databases=h2,postgresql,mariadb}, {@code --rows=100000},
 * {@code --rounds=5}, {@code --warmup-rows=20000}, {@code --storage-rows=1000000} (0 skips the
 * storage part). The tables are named {@code bench_*}; they are created at start and dropped at
 * the end.
 */
public final class PersistenceBenchmark {

  /** The insert settings that every insert benchmark in this package shares. */
  static final int BATCH_SIZE = 50;

  static final int ROWS_PER_TRANSACTION = 10_000;
  static final Instant BASE = Instant.parse("2026-01-01T00:00:00Z");

  /** Held so that the level set on it is not lost to garbage collection. */
  private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

  private PersistenceBenchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args the options described in the class comment
   * @throws SQLException if a database cannot be reached
   */
  public static void main(String[] args) throws SQLException {
    HIBERNATE_LOG.setLevel(Level.WARNING);
    Map<String, String> options =
        Options.parse(args, "databases", "rows", "rounds", "warmup-rows", "storage-rows");
    List<Database> databases = new ArrayList<>();
    for (String name : options.getOrDefault("databases", "h2,postgresql,mariadb").split(",")) {
      databases.add(Database.valueOf(name.trim().toUpperCase(Locale.ROOT)));
    }
    int rows = Integer.parseInt(options.getOrDefault("rows", "100000"));
    int rounds = Integer.parseInt(options.getOrDefault("rounds", "5"));
    int warmupRows = Integer.parseInt(options.getOrDefault("warmup-rows", "20000"));
    int storageRows = Integer.parseInt(options.getOrDefault("storage-rows", "1000000"));

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
      try (SessionFactory sessions = sessionFactory(connected)) {
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

  static SessionFactory sessionFactory(Database.Connected connected) {
    Configuration configuration = new Configuration();
    for (KeyStrategy strategy : KeyStrategy.values()) {
      configuration.addAnnotatedClass(strategy.entity);
    }
    configuration.setProperty("hibernate.connection.url", connected.url());
    configuration.setProperty("hibernate.connection.username", connected.user());
    configuration.setProperty("hibernate.connection.password", connected.password());
    configuration.setProperty("hibernate.connection.pool_size", "2");
    configuration.setProperty("hibernate.hbm2ddl.auto", "create-drop");
    configuration.setProperty("hibernate.jdbc.batch_size", String.valueOf(BATCH_SIZE));
    configuration.setProperty("hibernate.order_inserts", "true");
    configuration.setProperty("hibernate.show_sql", "false");
    return configuration.buildSessionFactory();
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
    perRound.forEach((strategy, rates) -> medians.put(strategy, median(rates)));
    return medians;
  }

  /** Inserts {@code rows} new rows; returns the seconds it took. */
  static double insert(SessionFactory sessions, KeyStrategy strategy, int rows) {
    return insert(sessions, n -> strategy.newRow.get().fill(n, BASE), 0, rows);
  }

  /**
   * The insert loop of the insert benchmarks: rows {@code first} to {@code first + count - 1}, made
   * by {@code row}, through one session, flushed and cleared every {@link #BATCH_SIZE} rows and
   * committed every {@link #ROWS_PER_TRANSACTION}; returns the seconds it took.
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
              session ->
                  session.doReturningWork(
                      connection ->
                          database == Database.POSTGRESQL
                              ? postgresSizes(connection, strategy.table)
                              : mariaDbSizes(connection, strategy.table)));
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

  /** Table (heap), primary-key index, all indexes: pg_relation_size and pg_indexes_size. */
  private static long[] postgresSizes(Connection connection, String table) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      // Hibernate's connections are not in autocommit mode, where VACUUM would be refused; the
      // tables hold no dead rows anyway, so their size is final.
      statement.execute("analyze " + table);
    }
    String sql =
        "select pg_relation_size(c.oid), "
            + "(select pg_relation_size(i.indexrelid) from pg_index i "
            + " where i.indrelid = c.oid and i.indisprimary), "
            + "pg_indexes_size(c.oid) "
            + "from pg_class c where c.relname = ? and c.relkind = 'r'";
    try (PreparedStatement query = connection.prepareStatement(sql)) {
      query.setString(1, table);
      try (ResultSet result = query.executeQuery()) {
        result.next();
        return new long[] {result.getLong(1), result.getLong(2), result.getLong(3)};
      }
    }
  }

  /**
   * InnoDB keeps rows in the primary-key index, so data_length is the table and its primary key
   * together; index_length is the secondary index, each entry of which holds a copy of the key.
   */
  private static long[] mariaDbSizes(Connection connection, String table) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("analyze table " + table);
    }
    String sql =
        "select data_length, index_length from information_schema.TABLES "
            + "where table_schema = database() and table_name = ?";
    try (PreparedStatement query = connection.prepareStatement(sql)) {
      query.setString(1, table);
      try (ResultSet result = query.executeQuery()) {
        result.next();
        return new long[] {result.getLong(1), result.getLong(2)};
      }
    }
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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

  private static double mib(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }
}
