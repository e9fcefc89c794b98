package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.persistence.Database.execute;
import static dev.objectidkey.benchmarks.persistence.Database.longs;
import static dev.objectidkey.benchmarks.persistence.Database.string;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.benchmarks.Options;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.hibernate.SessionFactory;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * "Created between" without a {@code created_at} column: reads one hour of orders by {@code id
 * between minFor(t1) and maxFor(t2)} and by a {@code created_at} index, side by side, and measures
 * what the column and its index cost in storage.
 *
 * <p><b>Data.</b> {@code --rows} orders arrive as a Poisson process at one order a second on
 * average, with a daily cycle (from 0.5 to 1.5 times the mean, peaking at 15:00 UTC), so 5,000,000
 * orders span about 58 days and an hour holds about 1,800 to 5,400 of them, as a shop's would.
 * {@code created_at} has microseconds; each id is made by the real runtime, {@link
 * BenchOrderId#generate()} inside {@link ObjectIdGenerator#run} with a clock that reads the order's
 * {@code created_at}, so the id's timestamp is {@code created_at}'s second, as on an app server
 * whose clock is the one that stamps the row.
 *
 * <p><b>Load (not measured).</b> Hibernate creates both tables (so the column types are the ones a
 * user gets), then plain JDBC fills {@link TimedOrder}'s table with multi-row {@code insert}s of
 * 500 rows, in creation order, with both indexes in place, as an application's inserts would
 * maintain them. {@link UntimedOrder}'s table gets the same rows minus {@code created_at} by one
 * {@code insert ... select}. Then PostgreSQL gets {@code VACUUM ANALYZE} (a table in steady state
 * has been autovacuumed, which lets count queries scan the index alone) and MariaDB {@code ANALYZE
 * TABLE}.
 *
 * <p><b>Queries (measured).</b> Through Hibernate HQL, as a user writes them: the id bounds are
 * {@link BenchOrderId} parameters, which the plugin binds as 12-byte binary; the {@code created_at}
 * bounds are {@link Instant}s. Each hour is {@code [t, t + 1h)}: {@code o.id between minFor(t) and
 * maxFor(t + 3599 s)} is exactly that at the id's one-second resolution, and the created_at query
 * is the half-open {@code o.createdAt >= t and o.createdAt < t + 1h}, because an inclusive {@code
 * between} would also take rows stamped exactly at the next hour. Every hour runs six queries, in an
 * order rotated from hour to hour: {@code count(o)} and a fetch of every entity, each by the id
 * range and by {@code created_at} on the timed table, and by the id range on the untimed table.
 * Each query is timed alone, in its own session and read-only transaction, from opening the session
 * to the last entity built. The counts of the six must agree for every hour, which checks that ids
 * and {@code created_at} tell the same time (time zones included) or the run stops.
 *
 * <p><b>Cache, two cases.</b> <i>Warm</i>: after {@code --warmup-hours}, each of {@code --hours}
 * distinct hours is first read once by all six queries untimed, then timed; every page it needs is
 * then in the database's cache. <i>First read</i>: each of {@code --cold-hours} further hours, not
 * read before, is read by one query only (the six take turns), so its pages are not in the
 * database's cache unless the load left them there; on PostgreSQL they are still in the OS page
 * cache, on MariaDB (O_DIRECT) they come from the disk. The queries of this case read different
 * hours, so their row counts differ a little; the medians over 100 hours each are comparable. The
 * run prints {@code shared_buffers} and {@code innodb_buffer_pool_size}.
 *
 * <p>Options, all optional: {@code --databases=postgresql,mariadb}, {@code --rows=5000000}, {@code
 * --hours=600}, {@code --cold-hours=600}, {@code --warmup-hours=30}, {@code --seed=14}, {@code
 * --keep-tables=false}. The hours are whole UTC hours, drawn without repeats while the data has
 * enough of them (5,000,000 rows hold 1,387). The
 * tables are {@code bench_between_timed} and {@code bench_between_untimed}; Hibernate drops and
 * creates them at start and drops them at the end unless {@code --keep-tables=true}.
 */
public final class CreatedBetweenBenchmark {

  private static final Instant BASE = Instant.parse("2026-01-01T00:00:00Z");
  private static final int ROWS_PER_INSERT = 500;
  private static final int INSERTS_PER_COMMIT = 100;
  private static final long HOUR_SECONDS = 3600;

  private CreatedBetweenBenchmark() {}

  /** The six timed queries. */
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
  }

  /**
   * Runs the benchmark.
   *
   * @param args the options described in the class comment
   * @throws SQLException if a database cannot be reached
   */
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
      System.out.printf(
          Locale.ROOT,
          "%n== %s (%s, user %s), %,d rows%n",
          database.label,
          connected.url(),
          connected.user(),
          rows);
      long start = System.nanoTime();
      RecordingInspector inspector = new RecordingInspector();
      SessionFactory sessions = sessionFactory(connected, inspector, keepTables);
      try {
        long lastSecond = load(connected, rows, seed);
        System.out.printf(Locale.ROOT, "loaded in %.1f s%n", seconds(start));
        long[] storage = storage(connected);
        List<Long> hourStarts = hours(lastSecond, warmupHours + hours + coldHours, seed);
        Map<Query, long[]> warmNanos = new EnumMap<>(Query.class);
        Map<Query, long[]> warmRows = new EnumMap<>(Query.class);
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
            long t0 = System.nanoTime();
            long found = run(sessions, inspector, query, from);
            long elapsed = System.nanoTime() - t0;
            check(database, query, from, found, expected);
            if (h >= warmupHours) {
              warmNanos.computeIfAbsent(query, k -> new long[hours])[h - warmupHours] = elapsed;
              warmRows.computeIfAbsent(query, k -> new long[hours])[h - warmupHours] = found;
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
          long t0 = System.nanoTime();
          long found = run(sessions, inspector, query, from);
          long elapsed = System.nanoTime() - t0;
          cold.computeIfAbsent(query, k -> new ArrayList<>()).add(new long[] {elapsed, found});
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
                + table(database, warmNanos, warmRows);
        if (coldHours > 0) {
          Map<Query, long[]> coldNanos = new EnumMap<>(Query.class);
          Map<Query, long[]> coldRows = new EnumMap<>(Query.class);
          cold.forEach(
              (query, samples) -> {
                coldNanos.put(query, samples.stream().mapToLong(x -> x[0]).toArray());
                coldRows.put(query, samples.stream().mapToLong(x -> x[1]).toArray());
              });
          section +=
              String.format(
                      Locale.ROOT,
                      "%n%s, first read: %d hours, each read by one query only (%d per query)%n%n",
                      database.label,
                      coldHours,
                      coldHours / Query.values().length)
                  + table(database, coldNanos, coldRows);
        }
        section += storageLines(database, rows, storage);
        System.out.print(section);
        report.append(section);
      } finally {
        sessions.close();
      }
    }
    System.out.printf("%n== summary%n%s", report);
  }

  private static SessionFactory sessionFactory(
      Database.Connected connected, StatementInspector inspector, boolean keepTables) {
    return connected
        .hibernate(keepTables ? "create" : "create-drop", 2, TimedOrder.class, UntimedOrder.class)
        // MariaDB's datetime(6) has no zone: bind and read it as UTC, as the JDBC load writes it,
        // so that the result does not depend on the JVM's zone. PostgreSQL's timestamptz is not
        // affected.
        .setProperty("hibernate.jdbc.time_zone", "UTC")
        .setProperty("hibernate.show_sql", "false")
        .setStatementInspector(inspector)
        .buildSessionFactory();
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
            if (postgres) {
              statement.setObject(p + 4, createdAt.atOffset(ZoneOffset.UTC));
            } else {
              statement.setObject(p + 4, LocalDateTime.ofInstant(createdAt, ZoneOffset.UTC));
            }
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
    StringBuilder sql =
        new StringBuilder(
            "insert into bench_between_timed (id, customer, amount_cents, created_at) values ");
    for (int r = 0; r < rowsPerStatement; r++) {
      sql.append(r == 0 ? "(?, ?, ?, ?)" : ", (?, ?, ?, ?)");
    }
    return sql.toString();
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
    List<Long> picked = new ArrayList<>();
    while (picked.size() < wanted) {
      picked.addAll(all.subList(0, Math.min(all.size(), wanted - picked.size())));
    }
    return picked;
  }

  /** Runs {@code query} for the hour starting at {@code from}; returns the rows counted or read. */
  private static long run(
      SessionFactory sessions, RecordingInspector inspector, Query query, long from) {
    inspector.current = query;
    Instant start = Instant.ofEpochSecond(from);
    Instant end = Instant.ofEpochSecond(from + HOUR_SECONDS);
    long result =
        sessions.fromTransaction(
            session -> {
              session.setDefaultReadOnly(true);
              var hql = session.createSelectionQuery(query.hql, Object.class);
              if (query.byId) {
                hql.setParameter("from", BenchOrderId.minFor(start))
                    .setParameter("to", BenchOrderId.maxFor(end.minusSeconds(1)));
              } else {
                hql.setParameter("from", start).setParameter("to", end);
              }
              if (query.counts()) {
                return (Long) hql.getSingleResult();
              }
              List<Object> orders = hql.getResultList();
              // Touch every entity, so nothing is left lazy.
              long read = 0;
              for (Object order : orders) {
                read += order instanceof TimedOrder t ? t.id() != null ? 1 : 0 : 0;
                read += order instanceof UntimedOrder u ? u.id() != null ? 1 : 0 : 0;
              }
              return read;
            });
    inspector.current = null;
    return result;
  }

  /** Stops the run if {@code found} is not the {@code expected} count (none yet: -1). */
  private static long check(Database database, Query query, long from, long found, long expected) {
    if (expected >= 0 && found != expected) {
      throw new IllegalStateException(
          String.format(
              Locale.ROOT,
              "%s: hour %s gave %d rows by %s but %d by another query: ids and created_at disagree",
              database.label,
              Instant.ofEpochSecond(from),
              found,
              query,
              expected));
    }
    return found;
  }

  /**
   * EXPLAIN ANALYZE (PostgreSQL) or ANALYZE (MariaDB) of the SQL that Hibernate sent for each
   * query, with the bounds of one measured hour bound by plain JDBC the way Hibernate binds them.
   */
  private static void explain(Database.Connected connected, Map<Query, String> sql, long from)
      throws SQLException {
    boolean postgres = connected.database() == Database.POSTGRESQL;
    Instant start = Instant.ofEpochSecond(from);
    Instant end = Instant.ofEpochSecond(from + HOUR_SECONDS);
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
            Locale.ROOT, "%n-- %s, %s, hour %s%n%s%n", query, query.kind, start, statementSql);
        String prefix = postgres ? "explain (analyze, buffers) " : "analyze ";
        try (PreparedStatement explain = connection.prepareStatement(prefix + statementSql)) {
          if (query.byId) {
            explain.setBytes(1, BenchOrderId.minFor(start).toByteArray());
            explain.setBytes(2, BenchOrderId.maxFor(end.minusSeconds(1)).toByteArray());
          } else if (postgres) {
            explain.setObject(1, start.atOffset(ZoneOffset.UTC));
            explain.setObject(2, end.atOffset(ZoneOffset.UTC));
          } else {
            explain.setObject(1, LocalDateTime.ofInstant(start, ZoneOffset.UTC));
            explain.setObject(2, LocalDateTime.ofInstant(end, ZoneOffset.UTC));
          }
          try (ResultSet plan = explain.executeQuery()) {
            ResultSetMetaData columns = plan.getMetaData();
            if (!postgres) {
              List<String> names = new ArrayList<>();
              for (int c = 1; c <= columns.getColumnCount(); c++) {
                names.add(columns.getColumnLabel(c));
              }
              System.out.println(String.join(" | ", names));
            }
            while (plan.next()) {
              List<String> cells = new ArrayList<>();
              for (int c = 1; c <= columns.getColumnCount(); c++) {
                cells.add(String.valueOf(plan.getString(c)));
              }
              System.out.println(String.join(" | ", cells));
            }
          }
        }
      }
    }
  }

  /**
   * Bytes of: the timed table's rows, its primary key, its created_at index; the untimed table's
   * rows, its primary key. PostgreSQL: pg_relation_size of the heap and of each index. MariaDB:
   * InnoDB keeps the rows in the primary key, so "rows" and "primary key" are one number there,
   * data_length (given for both), and the created_at index is index_length, after ANALYZE TABLE.
   */
  private static long[] storage(Database.Connected connected) throws SQLException {
    try (Connection connection = connected.open()) {
      long[] sizes;
      if (connected.database() == Database.POSTGRESQL) {
        String primaryKey =
            "(select pg_relation_size(i.indexrelid) from pg_index i where i.indrelid = '%s'::regclass"
                + " and i.indisprimary)";
        sizes =
            longs(
                connection,
                "select pg_relation_size('bench_between_timed'), "
                    + primaryKey.formatted("bench_between_timed")
                    + ", pg_relation_size('bench_between_timed_created_at'),"
                    + " pg_relation_size('bench_between_untimed'), "
                    + primaryKey.formatted("bench_between_untimed"));
      } else {
        String data =
            "select data_length, index_length from information_schema.TABLES"
                + " where table_schema = database() and table_name = '%s'";
        long[] timed = longs(connection, data.formatted("bench_between_timed"));
        long untimed = longs(connection, data.formatted("bench_between_untimed"))[0];
        sizes = new long[] {timed[0], timed[0], timed[1], untimed, untimed};
      }
      System.out.println("storage bytes " + Arrays.toString(sizes));
      return sizes;
    }
  }

  /** One table: each query's median and p95 in ms, median rows, and ratio to created_at's. */
  private static String table(
      Database database, Map<Query, long[]> nanos, Map<Query, long[]> rowsRead) {
    StringBuilder out = new StringBuilder();
    out.append(
        "| database | query | by | median ms | p95 ms | rows (median) | ours ÷ created_at"
            + " (median, p95) |\n|---|---|---|---:|---:|---:|---:|\n");
    for (Query query : Query.values()) {
      long[] times = nanos.get(query);
      Query reference = query.counts() ? Query.COUNT_BY_CREATED_AT : Query.FETCH_BY_CREATED_AT;
      String ratio =
          query == reference
              ? "—"
              : String.format(
                  Locale.ROOT,
                  "%.2f×, %.2f×",
                  percentile(times, 50) / percentile(nanos.get(reference), 50),
                  percentile(times, 95) / percentile(nanos.get(reference), 95));
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %.2f | %.2f | %,.0f | %s |%n",
              database.label,
              query.kind,
              query.label,
              percentile(times, 50) / 1e6,
              percentile(times, 95) / 1e6,
              percentile(rowsRead.get(query), 50),
              ratio));
    }
    return out.toString();
  }

  private static String storageLines(Database database, int rows, long[] storage) {
    StringBuilder out = new StringBuilder();
    boolean postgres = database == Database.POSTGRESQL;
    out.append(
        String.format(
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
            postgres ? String.format(Locale.ROOT, "%.1f", mib(storage[4])) : "(in data_length)"));
    long column = storage[0] - storage[3];
    out.append(
        String.format(
            Locale.ROOT,
            "created_at column: %+.1f MiB (%.1f bytes a row; 8 × rows = %.1f MiB); with its index:"
                + " %+.1f MiB (%.1f bytes a row), %.1f%% of the untimed table's %.1f MiB%n",
            mib(column),
            (double) column / rows,
            mib(8L * rows),
            mib(column + storage[2]),
            (double) (column + storage[2]) / rows,
            100.0 * (column + storage[2]) / (storage[3] + (postgres ? storage[4] : 0)),
            mib(storage[3] + (postgres ? storage[4] : 0))));
    return out.toString();
  }

  /** Nearest-rank percentile. */
  private static double percentile(long[] values, int p) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
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
