package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.persistence.Database.ROWS_PER_TRANSACTION;
import static dev.objectidkey.benchmarks.persistence.Database.execute;
import static dev.objectidkey.benchmarks.persistence.Database.longs;
import static dev.objectidkey.benchmarks.persistence.PersistenceBenchmark.BASE;

import dev.objectidkey.benchmarks.Options;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import org.hibernate.SessionFactory;

/**
 * Hibernate inserts into one growing table per {@link GrowthStrategy}, block after block, with each
 * block's rate, primary-key index size and cache misses in a CSV, which {@link GrowthChart} then
 * draws. Method: {@code docs/benchmarks/results.md}, "Inserts as the table grows"; options: {@code
 * benchmarks/README.md}, "Run the growth benchmark".
 */
public final class GrowthBenchmark {

  static final String CSV_HEADER =
      "database,strategy,target_rows,rows_after_block,block_rows,block_seconds,block_rows_per_s,"
          + "pk_index_bytes,table_bytes,block_cache_misses,insert_seconds_so_far,stopped_at_cap";

  private GrowthBenchmark() {}

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
    List<GrowthStrategy> strategies =
        options.list("strategies", "objectid,sequence,uuid7,uuid4").stream()
            .map(GrowthStrategy::byKey)
            .toList();
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

    try (PrintWriter out = Database.csv(csv, CSV_HEADER)) {
      for (Database database : databases) {
        Database.Connected connected = database.connect();
        connected.announce("");
        // Maps the growth entities only, so that create-drop touches only the bench_growth_ tables.
        try (SessionFactory sessions =
            connected.batched("create-drop", 2, GrowthStrategy.entities()).buildSessionFactory()) {
          for (GrowthStrategy strategy : strategies) {
            run(sessions, connected, strategy, rows, block, warmupRows, maxMinutes, out);
          }
        }
      }
    }
    GrowthChart.main(new String[] {csv.toString()});
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
        Database.Sizes size = connected.database().sizes(probe, strategy.table);
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
            size.primaryKey(),
            size.heap(),
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
            mib(size.primaryKey()),
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
