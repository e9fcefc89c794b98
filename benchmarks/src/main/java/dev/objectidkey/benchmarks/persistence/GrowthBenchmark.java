package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.persistence.Database.ROWS_PER_TRANSACTION;
import static dev.objectidkey.benchmarks.persistence.Database.execute;
import static dev.objectidkey.benchmarks.persistence.Database.longs;
import static dev.objectidkey.benchmarks.persistence.PersistenceBenchmark.BASE;

import dev.objectidkey.benchmarks.Options;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hibernate.SessionFactory;

/**
 * Inserts rows through Hibernate into one growing table per key strategy, block after block, and
 * records each block's insert rate and the primary-key index size after it (issue 14, part 1).
 *
 * <p>The insert loop is {@link PersistenceBenchmark}'s: one session per block, persist, flush and
 * clear every 50 rows ({@code hibernate.jdbc.batch_size=50}, {@code order_inserts}), commit every
 * 10,000 rows. Each run first inserts {@code --warmup-rows} rows and truncates them, so that the
 * first block is not also the JIT's warm-up; then blocks of {@code --block} rows go one after
 * another into the same table until it holds {@code --rows}. Sizes are read between blocks, on a
 * separate connection, outside the timed part. The runs go one strategy at a time, and each table
 * is truncated when its run ends, so a run shares the server's cache with nobody.
 *
 * <p>The growth tables have the columns of {@link OrderRow} but, unlike {@link
 * PersistenceBenchmark}'s, no secondary index on {@code customer}: that index has 10,000 distinct
 * values, so every strategy inserts into it at 10,000 scattered places, and once it outgrows the
 * cache it would slow every strategy down alike and hide what the key itself does.
 *
 * <p>Primary-key index size: on PostgreSQL {@code pg_relation_size} of the primary-key index
 * (exact, in 8 KiB pages). On MariaDB InnoDB the primary key is the clustered index, so it holds
 * the rows: the size is {@code mysql.innodb_index_stats}' {@code size} of {@code PRIMARY} (pages
 * allocated to the index, counted from its file segments, not sampled) times {@code
 * innodb_page_size}, read after {@code ANALYZE TABLE}. The CSV also has each block's cache misses:
 * PostgreSQL's {@code idx_blks_read} of the primary-key index (blocks not found in shared buffers;
 * the statistics reach the view a moment late, so a block's count can spill into the next), and
 * MariaDB's global {@code Innodb_buffer_pool_reads} (pages read into the buffer pool).
 *
 * <p>Options, all optional: {@code --databases=postgresql,mariadb}, {@code
 * --strategies=objectid,sequence,uuid7,uuid4}, {@code --rows=5000000}, {@code --block=250000},
 * {@code --warmup-rows=100000}, {@code --max-minutes-per-run=0} (0: no cap; otherwise a run stops
 * after the first block that ends past the cap, and the CSV says so), {@code
 * --csv=docs/benchmarks/insert-growth.csv}. The charts are drawn from the CSV at the end, by {@link
 * GrowthChart}, next to it.
 */
public final class GrowthBenchmark {

  static final String CSV_HEADER =
      "database,strategy,target_rows,rows_after_block,block_rows,block_seconds,block_rows_per_s,"
          + "pk_index_bytes,table_bytes,block_cache_misses,insert_seconds_so_far,stopped_at_cap";

  private GrowthBenchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args the options described in the class comment
   * @throws SQLException if a database cannot be reached
   * @throws IOException if the CSV file or the charts cannot be written
   */
  public static void main(String[] args) throws SQLException, IOException {
    Options options =
        Options.parse(
            args,
            "databases",
            "strategies",
            "rows",
            "block",
            "warmup-rows",
            "max-minutes-per-run",
            "csv");
    // Not H2: an in-memory table has no cache to outgrow.
    List<Database> databases =
        Database.named(options.list("databases", "postgresql,mariadb"), false);
    List<GrowthStrategy> strategies = new ArrayList<>();
    for (String key : options.list("strategies", "objectid,sequence,uuid7,uuid4")) {
      strategies.add(GrowthStrategy.byKey(key));
    }
    int rows = options.integer("rows", 5_000_000);
    int block = options.integer("block", 250_000);
    int warmupRows = options.integer("warmup-rows", 100_000);
    double maxMinutes = options.decimal("max-minutes-per-run", 0);
    Path csv = Path.of(options.get("csv", "docs/benchmarks/insert-growth.csv"));
    if (block % ROWS_PER_TRANSACTION != 0 || rows % block != 0) {
      throw new IllegalArgumentException(
          "Invalid --block="
              + block
              + " or --rows="
              + rows
              + ": expected a block that is a multiple of 10000 and divides the rows");
    }

    if (csv.getParent() != null) {
      Files.createDirectories(csv.getParent());
    }
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(csv, StandardCharsets.UTF_8))) {
      out.println(CSV_HEADER);
      for (Database database : databases) {
        Database.Connected connected = database.connect();
        System.out.printf(
            Locale.ROOT,
            "%n== %s (%s, user %s)%n",
            database.label,
            connected.url(),
            connected.user());
        try (SessionFactory sessions = sessionFactory(connected)) {
          for (GrowthStrategy strategy : strategies) {
            run(sessions, connected, strategy, rows, block, warmupRows, maxMinutes, out);
          }
        }
      }
    }
    GrowthChart.main(new String[] {csv.toString()});
  }

  /** Maps the growth entities only, so that create-drop touches only the bench_growth_ tables. */
  private static SessionFactory sessionFactory(Database.Connected connected) {
    return connected
        .batched(
            "create-drop",
            2,
            GrowthStrategy.GrowthObjectIdOrder.class,
            GrowthStrategy.GrowthSequenceOrder.class,
            GrowthStrategy.GrowthUuidV7Order.class,
            GrowthStrategy.GrowthUuidV4Order.class)
        .buildSessionFactory();
  }

  private static void run(
      SessionFactory sessions,
      Database.Connected connected,
      GrowthStrategy strategy,
      int rows,
      int block,
      int warmupRows,
      double maxMinutes,
      PrintWriter out)
      throws SQLException {
    try (Connection probe = connected.open()) {
      probe.setAutoCommit(true);
      execute(probe, "truncate table " + strategy.table);
      if (warmupRows > 0) {
        insert(sessions, strategy, 0, warmupRows);
        execute(probe, "truncate table " + strategy.table);
      }
      double insertSeconds = 0;
      long misses = cacheMisses(probe, connected.database(), strategy.table);
      for (int done = 0; done < rows; done += block) {
        double seconds = insert(sessions, strategy, done, block);
        insertSeconds += seconds;
        long[] size = sizes(probe, connected.database(), strategy.table);
        long missesNow = cacheMisses(probe, connected.database(), strategy.table);
        boolean stop = maxMinutes > 0 && insertSeconds > maxMinutes * 60 && done + block < rows;
        out.printf(
            Locale.ROOT,
            "%s,%s,%d,%d,%d,%.3f,%.0f,%d,%d,%d,%.1f,%s%n",
            connected.database().key(),
            strategy.key,
            rows,
            done + block,
            block,
            seconds,
            block / seconds,
            size[0],
            size[1],
            missesNow - misses,
            insertSeconds,
            stop);
        out.flush();
        System.out.printf(
            Locale.ROOT,
            "%-28s %,10d rows %,9.0f rows/s  pk index %,8.1f MiB  cache misses %,9d%n",
            strategy.label,
            done + block,
            block / seconds,
            mib(size[0]),
            missesNow - misses);
        misses = missesNow;
        if (stop) {
          System.out.printf(
              Locale.ROOT,
              "%s stopped at the cap of %.1f minutes, at %,d of %,d rows%n",
              strategy.label,
              maxMinutes,
              done + block,
              rows);
          break;
        }
      }
      execute(probe, "truncate table " + strategy.table);
    }
  }

  /** Inserts rows {@code first} to {@code first + count - 1}; returns the seconds it took. */
  private static double insert(
      SessionFactory sessions, GrowthStrategy strategy, int first, int count) {
    return PersistenceBenchmark.insert(
        sessions, n -> strategy.newRow.get().fill(n, BASE), first, count);
  }

  /** Primary-key index bytes and table bytes (PostgreSQL: the heap; InnoDB: data_length). */
  private static long[] sizes(Connection connection, Database database, String table)
      throws SQLException {
    if (database == Database.POSTGRESQL) {
      return longs(
          connection,
          "select pg_relation_size(i.indexrelid), pg_relation_size(c.oid) from pg_class c "
              + "join pg_index i on i.indrelid = c.oid and i.indisprimary "
              + "where c.relname = ? and c.relkind = 'r'",
          table);
    }
    // Refreshes the persistent statistics that both queries below read.
    execute(connection, "analyze table " + table);
    long pkPages =
        longs(
            connection,
            "select stat_value from mysql.innodb_index_stats where database_name = database() "
                + "and table_name = ? and index_name = 'PRIMARY' and stat_name = 'size'",
            table)[0];
    long pageSize = longs(connection, "select @@innodb_page_size")[0];
    long dataLength =
        longs(
            connection,
            "select data_length from information_schema.TABLES "
                + "where table_schema = database() and table_name = ?",
            table)[0];
    return new long[] {pkPages * pageSize, dataLength};
  }

  /** A counter that grows with every page the server had to read into its cache. */
  private static long cacheMisses(Connection connection, Database database, String table)
      throws SQLException {
    if (database == Database.POSTGRESQL) {
      // Autocommit: each query sees fresh statistics, not the transaction's snapshot.
      execute(connection, "select pg_stat_clear_snapshot()");
      return longs(
          connection,
          "select coalesce(s.idx_blks_read, 0) from pg_statio_user_indexes s "
              + "join pg_index i on i.indexrelid = s.indexrelid and i.indisprimary "
              + "where s.relname = ?",
          table)[0];
    }
    return longs(
        connection,
        "select variable_value from information_schema.GLOBAL_STATUS "
            + "where variable_name = 'INNODB_BUFFER_POOL_READS'")[0];
  }
}
