package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.persistence.Database.execute;
import static dev.objectidkey.benchmarks.persistence.Database.longs;
import static dev.objectidkey.benchmarks.persistence.Database.string;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.benchmarks.Options;
import dev.objectidkey.benchmarks.Table;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.hibernate.SessionFactory;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * "Created between" without a {@code created_at} column: one hour of orders read through Hibernate
 * by {@code id between minFor(t1) and maxFor(t2)} and by a {@code created_at} index, warm and on
 * first read, and what the column and its index cost in storage. Data, queries and method: {@code
 * docs/benchmarks/results.md}, "Created between"; options: {@code benchmarks/README.md}.
 */
public final class CreatedBetweenBenchmark {

  private static final Instant BASE = Instant.parse("2026-01-01T00:00:00Z");
  private static final int ROWS_PER_INSERT = 500;
  private static final int INSERTS_PER_COMMIT = 100;
  private static final long HOUR_SECONDS = 3600;

  private CreatedBetweenBenchmark() {}

  enum Query {
    COUNT_BY_ID("count", "id range (ours)", "select count(o) from TimedOrder o", true),
    COUNT_BY_CREATED_AT("count", "created_at index", "select count(o) from TimedOrder o", false),
    COUNT_BY_ID_UNTIMED(
        "count", "id range, table without created_at", "select count(o) from UntimedOrder o", true),
    FETCH_BY_ID("fetch", "id range (ours)", "select o from TimedOrder o", true),
    FETCH_BY_CREATED_AT("fetch", "created_at index", "select o from TimedOrder o", false),
    FETCH_BY_ID_UNTIMED(
        "fetch", "id range, table without created_at", "select o from UntimedOrder o", true);

    final String kind;
    final String label;
    final String hql;
    final boolean byId;

    Query(String kind, String label, String select, boolean byId) {
      this.kind = kind;
      this.label = label;
      this.hql =
          select
              + (byId
                  ? " where o.id between :from and :to"
                  : " where o.createdAt >= :from and o.createdAt < :to");
      this.byId = byId;
    }

    boolean counts() {
      return kind.equals("count");
    }

    /** The hour from {@code from}, as this query binds it: its first and last ids, else instants. */
    Object[] bounds(long from) {
      Instant start = Instant.ofEpochSecond(from);
      Instant end = start.plusSeconds(HOUR_SECONDS);
      return byId
          ? new Object[] {BenchOrderId.minFor(start), BenchOrderId.maxFor(end.minusSeconds(1))}
          : new Object[] {start, end};
    }
  }

  public static void main(String[] args) throws SQLException {
    Options options =
        Options.parse(
            args,
            "databases",
            "rows",
            "hours",
            "cold-hours",
            "warmup-hours",
            "seed",
            "keep-tables");
    List<Database> databases =
        Database.named(options.list("databases", "postgresql,mariadb"), true);
    int rows = options.integer("rows", 5_000_000);
    int hours = options.integer("hours", 600);
    int warmupHours = options.integer("warmup-hours", 30);
    int coldHours = options.integer("cold-hours", 600);
    if (coldHours != 0 && coldHours < Query.values().length) {
      throw new IllegalArgumentException(
          "Invalid --cold-hours=" + coldHours + ": expected 0, or 6 or more (an hour per query)");
    }
    long seed = options.whole("seed", 14);
    boolean keepTables = Boolean.parseBoolean(options.choice("keep-tables", "false", "true"));

    StringBuilder report = new StringBuilder();
    for (Database database : databases) {
      Database.Connected connected = database.connect();
      connected.announce(String.format(Locale.ROOT, ", %,d rows", rows));
      long start = System.nanoTime();
      RecordingInspector inspector = new RecordingInspector();
      try (SessionFactory sessions =
          connected
              .hibernate(
                  keepTables ? "create" : "create-drop", 2, TimedOrder.class, UntimedOrder.class)
              // MariaDB's datetime(6) has no zone: bind and read it as UTC, as the JDBC load writes
              // it, so that the result does not depend on the JVM's zone.
              .setProperty("hibernate.jdbc.time_zone", "UTC")
              .setProperty("hibernate.show_sql", "false")
              .setStatementInspector(inspector)
              .buildSessionFactory()) {
        long lastSecond = load(connected, rows, seed);
        System.out.printf(Locale.ROOT, "loaded in %.1f s%n", seconds(start));
        String storage = storage(connected, rows);
        List<Long> hourStarts = hours(lastSecond, warmupHours + hours + coldHours, seed);
        Map<Query, List<long[]>> warm = new EnumMap<>(Query.class);
        for (int h = 0; h < warmupHours + hours; h++) {
          long from = hourStarts.get(h);
          // Primes the caches with every page this hour's six queries read, so that the timed
          // runs below all find them cached: the warm case.
          long expected = -1;
          for (Query query : Query.values()) {
            expected =
                check(database, query, from, run(sessions, inspector, query, from), expected);
          }
          Query[] order = Query.values();
          for (int q = 0; q < order.length; q++) {
            Query query = order[(q + h) % order.length];
            long[] sample = run(sessions, inspector, query, from);
            check(database, query, from, sample, expected);
            if (h >= warmupHours) {
              warm.computeIfAbsent(query, k -> new ArrayList<>()).add(sample);
            }
          }
        }
        // First reads: hours that no query has read yet, one query each, in turn, so that every
        // query finds its hour's pages outside the database's cache (PostgreSQL still finds them
        // in the OS page cache; MariaDB's O_DIRECT bypasses it).
        Map<Query, List<long[]>> cold = new EnumMap<>(Query.class);
        for (int h = 0; h < coldHours; h++) {
          long from = hourStarts.get(warmupHours + hours + h);
          Query query = Query.values()[h % Query.values().length];
          cold.computeIfAbsent(query, k -> new ArrayList<>())
              .add(run(sessions, inspector, query, from));
        }
        System.out.printf(Locale.ROOT, "loaded and measured in %.1f s%n", seconds(start));
        explain(connected, inspector.sqlByQuery, hourStarts.get(warmupHours));
        String section =
            String.format(
                    Locale.ROOT,
                    "%n%s, %,d rows, warm: %d hours, each query after a priming run of all six%n%n",
                    database.label,
                    rows,
                    hours)
                + table(database, warm);
        if (coldHours > 0) {
          section +=
              String.format(
                      Locale.ROOT,
                      "%n%s, first read: %d hours, each read by one query only (%d per query)%n%n",
                      database.label,
                      coldHours,
                      coldHours / Query.values().length)
                  + table(database, cold);
        }
        section += storage;
        System.out.print(section);
        report.append(section);
      }
    }
    System.out.printf("%n== summary%n%s", report);
  }

  /**
   * Fills the timed table with {@code rows} orders, then the untimed table with the same rows;
   * returns the epoch second of the last order.
   */
  private static long load(Database.Connected connected, int rows, long seed) throws SQLException {
    Random random = new Random(seed);
    // The order's created_at, which the generator's clock reads when generate() runs.
    AtomicReference<Instant> now = new AtomicReference<>(BASE);
    ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(now::get).build();
    boolean postgres = connected.database() == Database.POSTGRESQL;
    double micros = BASE.getEpochSecond() * 1e6;
    long start = System.nanoTime();
    try (Connection connection = connected.open()) {
      connection.setAutoCommit(false);
      try (PreparedStatement insert = connection.prepareStatement(insertSql(ROWS_PER_INSERT))) {
        int inserts = 0;
        for (int done = 0; done < rows; ) {
          int batch = Math.min(ROWS_PER_INSERT, rows - done);
          // Only the last statement can be shorter; it gets its own.
          PreparedStatement statement =
              batch == ROWS_PER_INSERT ? insert : connection.prepareStatement(insertSql(batch));
          for (int r = 0; r < batch; r++) {
            micros += nextGapMicros(random, micros);
            Instant createdAt = Instant.ofEpochSecond(0, (long) micros * 1000);
            now.set(createdAt);
            BenchOrderId id = generator.call(BenchOrderId::generate);
            int p = r * 4;
            statement.setBytes(p + 1, id.toByteArray());
            statement.setString(p + 2, "customer-" + random.nextInt(10_000));
            statement.setLong(p + 3, random.nextInt(1_000_000));
            statement.setObject(p + 4, connected.database().timestamp(createdAt));
          }
          statement.executeUpdate();
          if (statement != insert) {
            statement.close();
          }
          done += batch;
          if (++inserts % INSERTS_PER_COMMIT == 0) {
            connection.commit();
          }
          if (done % 1_000_000 == 0) {
            System.out.printf(
                Locale.ROOT, "  %,d rows (%,.0f rows/s)%n", done, done / seconds(start));
          }
        }
        connection.commit();
      }
      long lastSecond = (long) (micros / 1e6);
      execute(
          connection,
          "insert into bench_between_untimed (id, customer, amount_cents) select id, customer,"
              + " amount_cents from bench_between_timed order by id");
      connection.commit();
      long[] counts =
          longs(
              connection,
              "select (select count(*) from bench_between_timed),"
                  + " (select count(*) from bench_between_untimed)");
      System.out.printf(
          Locale.ROOT,
          "  %,d rows in the timed table, %,d in the untimed one, %s .. %s%n",
          counts[0],
          counts[1],
          BASE,
          Instant.ofEpochSecond(lastSecond));
      connection.setAutoCommit(true);
      if (postgres) {
        // VACUUM refuses to run in a transaction block, hence autocommit.
        execute(
            connection,
            "vacuum analyze bench_between_timed",
            "vacuum analyze bench_between_untimed");
      } else {
        execute(connection, "analyze table bench_between_timed, bench_between_untimed");
      }
      return lastSecond;
    }
  }

  private static String insertSql(int rowsPerStatement) {
    return "insert into bench_between_timed (id, customer, amount_cents, created_at) values "
        + String.join(", ", Collections.nCopies(rowsPerStatement, "(?, ?, ?, ?)"));
  }

  /**
   * The gap to the next order, in microseconds: exponential (a Poisson process) with a rate of one
   * a second on average, from 0.5 to 1.5 a second over the day, highest at 15:00 UTC.
   */
  private static double nextGapMicros(Random random, double micros) {
    double dayFraction = (micros / 1e6 % 86_400) / 86_400;
    double rate = 1 + 0.5 * Math.cos(2 * Math.PI * (dayFraction - 15.0 / 24));
    return -Math.log(1 - random.nextDouble()) / rate * 1e6;
  }

  /** Whole hours that lie inside the data, shuffled; repeated if there are fewer than wanted. */
  private static List<Long> hours(long lastSecond, int wanted, long seed) {
    List<Long> all = new ArrayList<>();
    for (long h = BASE.getEpochSecond(); h + HOUR_SECONDS <= lastSecond; h += HOUR_SECONDS) {
      all.add(h);
    }
    Collections.shuffle(all, new Random(seed));
    return IntStream.range(0, wanted).mapToObj(i -> all.get(i % all.size())).toList();
  }

  /**
   * Runs {@code query} for the hour starting at {@code from}; returns the nanoseconds it took and
   * the rows counted or read.
   */
  private static long[] run(
      SessionFactory sessions, RecordingInspector inspector, Query query, long from) {
    inspector.current = query;
    Object[] bounds = query.bounds(from);
    long t0 = System.nanoTime();
    long result =
        sessions.fromTransaction(
            session -> {
              session.setDefaultReadOnly(true);
              var hql =
                  session
                      .createSelectionQuery(query.hql, Object.class)
                      .setParameter("from", bounds[0])
                      .setParameter("to", bounds[1]);
              if (query.counts()) {
                return (Long) hql.getSingleResult();
              }
              // Touch every entity, so nothing is left lazy.
              return hql.getResultList().stream()
                  .filter(
                      o -> (o instanceof TimedOrder t ? t.id() : ((UntimedOrder) o).id()) != null)
                  .count();
            });
    long elapsed = System.nanoTime() - t0;
    inspector.current = null;
    return new long[] {elapsed, result};
  }

  /** Stops the run if the rows {@code found} are not the {@code expected} count (none yet: -1). */
  private static long check(
      Database database, Query query, long from, long[] found, long expected) {
    if (expected >= 0 && found[1] != expected) {
      throw new IllegalStateException(
          String.format(
              Locale.ROOT,
              "%s: hour %s gave %d rows by %s but %d by another query: ids and created_at disagree",
              database.label,
              Instant.ofEpochSecond(from),
              found[1],
              query,
              expected));
    }
    return found[1];
  }

  /**
   * EXPLAIN ANALYZE (PostgreSQL) or ANALYZE (MariaDB) of the SQL that Hibernate sent for each
   * query, with the bounds of one measured hour bound by plain JDBC the way Hibernate binds them.
   */
  private static void explain(Database.Connected connected, Map<Query, String> sql, long from)
      throws SQLException {
    Database database = connected.database();
    boolean postgres = database == Database.POSTGRESQL;
    Instant hour = Instant.ofEpochSecond(from);
    try (Connection connection = connected.open()) {
      System.out.printf(
          Locale.ROOT,
          "%n%s%n",
          string(
              connection,
              postgres
                  ? "select concat('shared_buffers ', current_setting('shared_buffers'),"
                      + " ', work_mem ', current_setting('work_mem'))"
                  : "select concat('innodb_buffer_pool_size ', format(@@innodb_buffer_pool_size, 0),"
                      + " ', innodb_flush_method ', @@innodb_flush_method, ', version ', @@version)"));
      for (Query query : Query.values()) {
        String statementSql = sql.get(query);
        System.out.printf(
            Locale.ROOT, "%n-- %s, %s, hour %s%n%s%n", query, query.kind, hour, statementSql);
        String prefix = postgres ? "explain (analyze, buffers) " : "analyze ";
        try (PreparedStatement explain = connection.prepareStatement(prefix + statementSql)) {
          Object[] bounds = query.bounds(from);
          for (int b = 0; b < bounds.length; b++) {
            explain.setObject(
                b + 1,
                bounds[b] instanceof BenchOrderId id
                    ? id.toByteArray()
                    : database.timestamp((Instant) bounds[b]));
          }
          try (ResultSet plan = explain.executeQuery()) {
            ResultSetMetaData columns = plan.getMetaData();
            // MariaDB's ANALYZE is a table: its column names first. PostgreSQL's plan is lines.
            for (boolean names = !postgres; names || plan.next(); names = false) {
              List<String> cells = new ArrayList<>();
              for (int c = 1; c <= columns.getColumnCount(); c++) {
                cells.add(names ? columns.getColumnLabel(c) : String.valueOf(plan.getString(c)));
              }
              System.out.println(String.join(" | ", cells));
            }
          }
        }
      }
    }
  }

  /** One table: each query's median and p95 in ms, median rows, and ratio to created_at's. */
  private static String table(Database database, Map<Query, List<long[]>> samples) {
    Table out =
        new Table(
            "lllrrrr",
            "database | query | by | median ms | p95 ms | rows (median) | ours ÷ created_at"
                + " (median, p95)");
    for (Query query : Query.values()) {
      List<long[]> times = samples.get(query);
      List<long[]> reference =
          samples.get(query.counts() ? Query.COUNT_BY_CREATED_AT : Query.FETCH_BY_CREATED_AT);
      out.row(
          "%s | %s | %s | %.2f | %.2f | %,.0f | %s",
          database.label,
          query.kind,
          query.label,
          percentile(times, 0, 50) / 1e6,
          percentile(times, 0, 95) / 1e6,
          percentile(times, 1, 50),
          times == reference
              ? "—"
              : String.format(
                  Locale.ROOT,
                  "%.2f×, %.2f×",
                  percentile(times, 0, 50) / percentile(reference, 0, 50),
                  percentile(times, 0, 95) / percentile(reference, 0, 95)));
    }
    return out.toString();
  }

  /**
   * Prints the bytes of: the timed table's rows, its primary key, its created_at index; the untimed
   * table's rows, its primary key. InnoDB keeps the rows in the primary key, so on MariaDB the first
   * two are both data_length, and the created_at index is index_length. Returns them as the
   * summary's storage lines.
   */
  private static String storage(Database.Connected connected, int rows) throws SQLException {
    Database database = connected.database();
    boolean postgres = database == Database.POSTGRESQL;
    long[] storage;
    try (Connection connection = connected.open()) {
      Database.Sizes timed = database.sizes(connection, "bench_between_timed");
      Database.Sizes untimed = database.sizes(connection, "bench_between_untimed");
      storage =
          postgres
              ? new long[] {
                timed.heap(),
                timed.primaryKey(),
                longs(connection, "select pg_relation_size('bench_between_timed_created_at')")[0],
                untimed.heap(),
                untimed.primaryKey()
              }
              : new long[] {
                timed.heap(), timed.heap(), timed.indexes(), untimed.heap(), untimed.heap()
              };
    }
    System.out.println("storage bytes " + Arrays.toString(storage));
    long column = storage[0] - storage[3];
    return String.format(
            Locale.ROOT,
            "%nstorage (MiB), %,d rows: timed table %s %.1f, its primary key %s, created_at"
                + " index %.1f; untimed table %s %.1f, its primary key %s%n",
            rows,
            postgres ? "heap" : "data_length",
            mib(storage[0]),
            postgres ? String.format(Locale.ROOT, "%.1f", mib(storage[1])) : "(in data_length)",
            mib(storage[2]),
            postgres ? "heap" : "data_length",
            mib(storage[3]),
            postgres ? String.format(Locale.ROOT, "%.1f", mib(storage[4])) : "(in data_length)")
        + String.format(
            Locale.ROOT,
            "created_at column: %+.1f MiB (%.1f bytes a row; 8 × rows = %.1f MiB); with its index:"
                + " %+.1f MiB (%.1f bytes a row), %.1f%% of the untimed table's %.1f MiB%n",
            mib(column),
            (double) column / rows,
            mib(8L * rows),
            mib(column + storage[2]),
            (double) (column + storage[2]) / rows,
            100.0 * (column + storage[2]) / (storage[3] + (postgres ? storage[4] : 0)),
            mib(storage[3] + (postgres ? storage[4] : 0)));
  }

  /** Nearest-rank percentile of the samples' {@code column}: 0 the nanoseconds, 1 the rows. */
  private static double percentile(List<long[]> samples, int column, int p) {
    long[] sorted = samples.stream().mapToLong(sample -> sample[column]).sorted().toArray();
    int rank = (int) Math.ceil(p / 100.0 * sorted.length);
    return sorted[Math.max(0, rank - 1)];
  }

  private static double seconds(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e9;
  }

  /**
   * Keeps the SQL of each query as Hibernate rendered it, so that the plans shown are those of the
   * statements measured. Hibernate calls it on the session's thread, which is the benchmark's one.
   */
  private static final class RecordingInspector implements StatementInspector {
    final Map<Query, String> sqlByQuery = new EnumMap<>(Query.class);
    Query current;

    @Override
    public String inspect(String sql) {
      if (current != null) {
        sqlByQuery.putIfAbsent(current, sql);
      }
      return sql;
    }
  }
}
