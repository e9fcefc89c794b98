package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.Options;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.postgresql.PGConnection;

/**
 * The reference benchmark of issue 28: a table of 20,000,000 rows per key type, then 1,000,000 more
 * rows inserted through JDBC batches, timed, with the table and index sizes and the WAL written for
 * that million; then, for the time-ordered keys, another million from 4 writer processes at once.
 * The figure it is the reference for is ardentperf's "UUID Benchmark War" (2024), which inserts
 * 1,000,000 rows into a 20,000,000-row PostgreSQL table.
 *
 * <p><b>Per database and key type</b>, one after another, each alone on the server:
 *
 * <ol>
 *   <li><b>Base.</b> A new table {@code ref_<key>} (the columns of {@link OrderRow}, no secondary
 *       index, as in {@link GrowthBenchmark}) gets {@code --base} rows in one bulk load: {@code COPY
 *       FROM STDIN} on PostgreSQL, {@code LOAD DATA LOCAL INFILE} on MariaDB, streamed from {@link
 *       BaseRows}. The bulk load is the one shortcut: through JDBC batches 20 million rows would take
 *       about 5 minutes per table at this machine's 60,000 to 100,000 rows/s, and the statements
 *       would not change the table. What matters is that the table looks grown: the rows are a
 *       simulated history of two days (a Poisson process of 100 rows a second, ending an hour
 *       ago), each key made for its own moment, loaded in creation order through the primary key,
 *       so the index is built by the inserts a growing table sees. One exception, stated in the
 *       CSV's {@code base_load} column: UUID v4 on MariaDB is loaded without its primary key, which
 *       {@code ALTER TABLE ... ADD PRIMARY KEY} then builds by sorting, because random inserts into
 *       a clustered index 15 times the 128 MiB buffer pool run at about 10,000 rows/s here ({@link
 *       GrowthBenchmark}: 11,500 at 5 million rows), over half an hour for the base alone. (InnoDB's
 *       bulk path for an empty table, {@code unique_checks=0}, did not help: MariaDB 10.11 still
 *       inserted the rows one by one, with 3,500 page reads a second.) Its pages are then fuller
 *       than grown ones, so the measured million splits more of them than it would in a grown
 *       table. {@code --uuid4-base=grown} loads it like the others.
 *   <li><b>Settle.</b> PostgreSQL: {@code VACUUM (ANALYZE)}, as autovacuum would have done to an
 *       insert-only table (and so that it does not start during the measured part: the next
 *       million is below its insert threshold of 20% of the table). MariaDB: {@code ANALYZE TABLE}.
 *   <li><b>Measured million, 1 writer.</b> PostgreSQL first runs {@code CHECKPOINT}, so every key
 *       type starts with no page yet written since a checkpoint, and so pays its full-page images
 *       alike. One {@link ReferenceWriter} process inserts {@code --rows} rows: batches of {@value
 *       PersistenceBenchmark#BATCH_SIZE}, a commit every {@value
 *       PersistenceBenchmark#ROWS_PER_TRANSACTION}, as every insert benchmark of this package. The
 *       rate is rows over the writer's own start-to-end time; the process has warmed up its JIT on
 *       a temporary table first.
 *   <li><b>Measured million, {@code N} writers</b> (each count in {@code --writers} after the first,
 *       for the keys in {@code --multi-keys}): the same, {@code --rows / N} rows from each of
 *       {@code N} processes started together; the rate is all rows over first start to last end.
 *       Separate processes, not threads: each JVM has its own random value, so our ids of
 *       different writers interleave within each second (sorted by random value, then counter),
 *       where UUID v7's interleave within each millisecond. This phase runs on the table as the
 *       1-writer phase left it.
 *   <li>The table is dropped.
 * </ol>
 *
 * <p><b>Measured after each phase</b>, outside the timed part: PostgreSQL {@code pg_relation_size}
 * (heap), {@code pg_indexes_size} (the primary key, the only index), {@code
 * pg_total_relation_size}, and {@code pgstatindex}'s leaf pages and average leaf density of the
 * primary key (if {@code pgstattuple} is available); WAL: {@code pg_current_wal_lsn()} before and
 * after the phase (the whole server's WAL: other sessions' writes in that window count too), and,
 * if {@code pg_walinspect} is available, the bytes of the WAL records that touch this table, its
 * index or its sequence ({@code pg_get_wal_records_info}; commit records, which name no relation,
 * are not counted), with the full-page images among them; a temporary physical replication slot,
 * created after the checkpoint and dropped after the reading, keeps the phase's WAL segments until
 * then (a million random keys write more than {@code max_wal_size}). MariaDB, after {@code ANALYZE TABLE}:
 * {@code information_schema.TABLES.data_length} (the clustered primary key, which holds the rows)
 * and {@code index_length} (secondary indexes: none here), the tablespace file's allocated size
 * from {@code INNODB_SYS_TABLESPACES}, the leaf pages of {@code PRIMARY} from {@code
 * mysql.innodb_index_stats}, and the redo log written ({@code Innodb_lsn_current} before and after,
 * for the whole server).
 *
 * <p>Everything happens in a database of its own, {@code oik_refbench}, created at the start on
 * each server (dropped first if a failed run left it) and dropped at the end.
 *
 * <p>Options, all optional: {@code --databases=postgresql,mariadb}, {@code --keys=} (default: every
 * key type the database has, in this order: {@code objectid,uuid7,sequence,uuid7-binary16,uuid4};
 * {@code uuid7-binary16} is MariaDB's only; the slowest, v4, goes last), {@code --base=20000000}, {@code --rows=1000000}, {@code --writers=1,4}, {@code
 * --multi-keys=objectid,uuid7,sequence}, {@code --base-rate=100} (rows a second in the simulated
 * history), {@code --uuid4-base=auto} ({@code grown}, {@code built}; {@code auto} is grown on
 * PostgreSQL and built on MariaDB), {@code --warmup-rows=20000} (per writer), {@code
 * --csv=docs/benchmarks/reference-benchmark.csv}. A one-minute check of the whole path: {@code --base=200000
 * --rows=50000}. The charts are drawn from the CSV at the end by {@link ReferenceChart}.
 */
public final class ReferenceBenchmark {

  static final String CSV_HEADER =
      "database,key,base_rows,base_load,base_load_seconds,writers,rows,seconds,rows_per_s,"
          + "wal_bytes,own_wal_bytes,own_fpi_bytes,heap_bytes_before,index_bytes_before,"
          + "total_bytes_before,heap_bytes,index_bytes,total_bytes,file_bytes,leaf_pages,"
          + "avg_leaf_density,load_average";

  private static final String DATABASE_NAME = "oik_refbench";

  /** The temporary replication slot that keeps a phase's WAL until it is read. */
  private static final String SLOT = "oik_refbench_wal";

  private ReferenceBenchmark() {}

  /** A table's sizes; {@code leafDensity} is NaN where not measured. */
  record Sizes(long heap, long index, long total, long file, long leafPages, double leafDensity) {}

  /** What the runs share. */
  record Settings(
      long base,
      int rows,
      int[] writers,
      Set<ReferenceKey> multiKeys,
      double baseRate,
      String uuid4Base,
      int warmupRows) {}

  /**
   * Runs the benchmark.
   *
   * @param args the options described in the class comment
   * @throws Exception if a database fails, a writer fails, or the CSV cannot be written
   */
  public static void main(String[] args) throws Exception {
    Map<String, String> options =
        Options.parse(
            args,
            "databases",
            "keys",
            "base",
            "rows",
            "writers",
            "multi-keys",
            "base-rate",
            "uuid4-base",
            "warmup-rows",
            "csv");
    List<Database> databases = new ArrayList<>();
    for (String name : options.getOrDefault("databases", "postgresql,mariadb").split(",")) {
      Database database = Database.valueOf(name.trim().toUpperCase(Locale.ROOT));
      if (database == Database.H2) {
        throw new IllegalArgumentException(
            "Invalid --databases value \"h2\": expected postgresql or mariadb");
      }
      databases.add(database);
    }
    String keyOption = options.get("keys");
    Set<ReferenceKey> multiKeys = new LinkedHashSet<>();
    for (String key : options.getOrDefault("multi-keys", "objectid,uuid7,sequence").split(",")) {
      multiKeys.add(ReferenceKey.byKey(key.trim()));
    }
    int[] writers =
        Arrays.stream(options.getOrDefault("writers", "1,4").split(","))
            .mapToInt(s -> Integer.parseInt(s.trim()))
            .toArray();
    int rows = Integer.parseInt(options.getOrDefault("rows", "1000000"));
    for (int w : writers) {
      if (w < 1 || rows % w != 0) {
        throw new IllegalArgumentException(
            "Invalid --writers value "
                + w
                + ": expected a count of processes that divides --rows="
                + rows);
      }
    }
    String uuid4Base = options.getOrDefault("uuid4-base", "auto");
    if (!List.of("auto", "grown", "built").contains(uuid4Base)) {
      throw new IllegalArgumentException(
          "Invalid --uuid4-base=" + uuid4Base + ": expected auto, grown or built");
    }
    Settings settings =
        new Settings(
            Long.parseLong(options.getOrDefault("base", "20000000")),
            rows,
            writers,
            multiKeys,
            Double.parseDouble(options.getOrDefault("base-rate", "100")),
            uuid4Base,
            Integer.parseInt(options.getOrDefault("warmup-rows", "20000")));
    Path csv = Path.of(options.getOrDefault("csv", "docs/benchmarks/reference-benchmark.csv"));
    if (csv.getParent() != null) {
      Files.createDirectories(csv.getParent());
    }

    long started = System.nanoTime();
    System.out.printf(
        Locale.ROOT,
        "Reference benchmark: base %,d rows, %,d measured rows, writers %s; %d cores; load average %s; %s%n",
        settings.base(),
        settings.rows(),
        Arrays.toString(writers),
        Runtime.getRuntime().availableProcessors(),
        MultiProcessBenchmark.loadAverage(),
        Instant.now().truncatedTo(ChronoUnit.SECONDS));
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(csv, StandardCharsets.UTF_8))) {
      out.println(CSV_HEADER);
      for (Database database : databases) {
        List<ReferenceKey> keys = new ArrayList<>();
        for (String key :
            (keyOption != null ? keyOption : "objectid,uuid7,sequence,uuid7-binary16,uuid4")
                .split(",")) {
          ReferenceKey candidate = ReferenceKey.byKey(key.trim());
          if (candidate.columnType(database) != null) {
            keys.add(candidate);
          } else {
            System.out.printf(
                Locale.ROOT, "%s has no column for %s: skipped%n", database.label, candidate.key);
          }
        }
        runDatabase(database, keys, settings, out);
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%nWall time %.1f min; load average %s; %s%n",
        (System.nanoTime() - started) / 60e9,
        MultiProcessBenchmark.loadAverage(),
        Instant.now().truncatedTo(ChronoUnit.SECONDS));
    ReferenceChart.main(new String[] {csv.toString()});
  }

  private static void runDatabase(
      Database database, List<ReferenceKey> keys, Settings settings, PrintWriter out)
      throws Exception {
    Database.Connected admin = database.connect();
    String url = admin.url().replaceFirst("/test$", "/" + DATABASE_NAME);
    if (database == Database.MARIADB) {
      // LOAD DATA LOCAL reads the stream the benchmark hands the driver, never a file.
      url += "?allowLocalInfile=true";
    }
    try (Connection connection =
        DriverManager.getConnection(admin.url(), admin.user(), admin.password())) {
      execute(connection, "drop database if exists " + DATABASE_NAME);
      execute(connection, "create database " + DATABASE_NAME);
    }
    System.out.printf(Locale.ROOT, "%n== %s (%s, user %s)%n", database.label, url, admin.user());
    try (Connection connection = DriverManager.getConnection(url, admin.user(), "")) {
      boolean statIndex = false;
      boolean walInspect = false;
      if (database == Database.POSTGRESQL) {
        statIndex = tryExtension(connection, "pgstattuple");
        walInspect = tryExtension(connection, "pg_walinspect");
      }
      for (ReferenceKey key : keys) {
        runKey(database, url, admin.user(), connection, key, settings, statIndex, walInspect, out);
      }
    } finally {
      try (Connection connection =
          DriverManager.getConnection(admin.url(), admin.user(), admin.password())) {
        execute(connection, "drop database if exists " + DATABASE_NAME);
      }
    }
  }

  private static boolean tryExtension(Connection connection, String name) {
    try {
      execute(connection, "create extension if not exists " + name);
      return true;
    } catch (SQLException e) {
      System.out.printf(Locale.ROOT, "%s not available (%s): not measured%n", name, e.getMessage());
      return false;
    }
  }

  private static void runKey(
      Database database,
      String url,
      String user,
      Connection connection,
      ReferenceKey key,
      Settings settings,
      boolean statIndex,
      boolean walInspect,
      PrintWriter out)
      throws Exception {
    String table = "ref_" + key.key.replace('-', '_');
    boolean built =
        key == ReferenceKey.UUID_V4
            && (settings.uuid4Base().equals("built")
                || settings.uuid4Base().equals("auto") && database == Database.MARIADB);
    String baseLoad = built ? "sorted-build" : "grown";
    execute(connection, "drop table if exists " + table);
    execute(connection, createTable(database, key, table));

    long loadStart = System.nanoTime();
    long endMicros = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now()) - 3_600_000_000L;
    BaseRows baseRows =
        new BaseRows(
            key.baseKeys(database, 28L * 31 + key.ordinal()),
            settings.base(),
            settings.baseRate(),
            endMicros,
            28L,
            database == Database.POSTGRESQL ? "+00" : "");
    loadBase(database, connection, key, table, baseRows, built);
    if (database == Database.POSTGRESQL) {
      execute(connection, "vacuum (analyze) " + table);
    } else {
      execute(connection, "analyze table " + table);
    }
    double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
    Sizes sizes = sizes(database, connection, table, statIndex);
    System.out.printf(
        Locale.ROOT,
        "%-24s base %,d rows (%s, simulated history to %s) in %.0f s: heap %,.0f MiB, index %,.0f"
            + " MiB, total %,.0f MiB%n",
        key.label,
        settings.base(),
        baseLoad,
        Instant.EPOCH
            .plus(baseRows.lastMicros(), ChronoUnit.MICROS)
            .truncatedTo(ChronoUnit.SECONDS),
        loadSeconds,
        mib(sizes.heap()),
        mib(sizes.index()),
        mib(sizes.total()));

    long first = settings.base();
    for (int w : settings.writers()) {
      if (w > 1 && !settings.multiKeys().contains(key)) {
        continue;
      }
      if (database == Database.POSTGRESQL) {
        execute(connection, "checkpoint");
        if (walInspect) {
          // A million random-key inserts write more WAL than max_wal_size, and the next
          // checkpoint would remove segments before they are read. A temporary slot holds them
          // from here; it goes with this session, even if the benchmark dies.
          execute(
              connection, "select pg_create_physical_replication_slot('" + SLOT + "', true, true)");
        }
      }
      String startLsn =
          database == Database.POSTGRESQL
              ? string(connection, "select pg_current_wal_lsn()")
              : null;
      long startRedo = database == Database.MARIADB ? redoLsn(connection) : 0;
      double seconds = runWriters(database, url, user, key, table, w, settings, first);
      long wal;
      long[] own = {-1, -1};
      if (database == Database.POSTGRESQL) {
        wal =
            longs(
                connection,
                "select pg_wal_lsn_diff(pg_current_wal_lsn(), '" + startLsn + "'::pg_lsn)::bigint")[
                0];
        if (walInspect) {
          try {
            own = ownWal(connection, table, startLsn);
          } catch (SQLException e) {
            System.out.printf(
                Locale.ROOT, "WAL records not read, not reported: %s%n", e.getMessage());
          }
          execute(connection, "select pg_drop_replication_slot('" + SLOT + "')");
        }
      } else {
        wal = redoLsn(connection) - startRedo;
      }
      Sizes after = sizes(database, connection, table, statIndex);
      first += settings.rows();
      out.printf(
          Locale.ROOT,
          "%s,%s,%d,%s,%.1f,%d,%d,%.3f,%.0f,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%s,%s%n",
          database.name().toLowerCase(Locale.ROOT),
          key.key,
          settings.base(),
          baseLoad,
          loadSeconds,
          w,
          settings.rows(),
          seconds,
          settings.rows() / seconds,
          wal,
          own[0],
          own[1],
          sizes.heap(),
          sizes.index(),
          sizes.total(),
          after.heap(),
          after.index(),
          after.total(),
          after.file(),
          after.leafPages(),
          Double.isNaN(after.leafDensity())
              ? ""
              : String.format(Locale.ROOT, "%.2f", after.leafDensity()),
          MultiProcessBenchmark.loadAverage().split(" ")[0]);
      out.flush();
      System.out.printf(
          Locale.ROOT,
          "%-24s %d writer%s: %,d rows in %.1f s, %,.0f rows/s; WAL %,.0f MiB (own %,.0f, of it"
              + " full pages %,.0f); index %,.0f -> %,.0f MiB (+%,.1f), total %,.0f MiB%s; load %s%n",
          key.label,
          w,
          w == 1 ? " " : "s",
          settings.rows(),
          seconds,
          settings.rows() / seconds,
          mib(wal),
          mib(own[0]),
          mib(own[1]),
          mib(database == Database.POSTGRESQL ? sizes.index() : sizes.heap()),
          mib(database == Database.POSTGRESQL ? after.index() : after.heap()),
          mib(
              database == Database.POSTGRESQL
                  ? after.index() - sizes.index()
                  : after.heap() - sizes.heap()),
          mib(after.total()),
          Double.isNaN(after.leafDensity())
              ? ""
              : String.format(Locale.ROOT, ", leaf density %.1f%%", after.leafDensity()),
          MultiProcessBenchmark.loadAverage());
      sizes = after;
    }
    execute(connection, "drop table " + table);
  }

  private static String createTable(Database database, ReferenceKey key, String table) {
    String type = key.columnType(database);
    if (database == Database.POSTGRESQL) {
      return "create table "
          + table
          + " (id "
          + type
          + " primary key, customer varchar(40) not null, amount_cents bigint not null,"
          + " created_at timestamp(6) with time zone not null)";
    }
    return "create table "
        + table
        + " (id "
        + type
        + " not null"
        + (key.serverAssigned() ? " auto_increment" : "")
        + ", customer varchar(40) not null, amount_cents bigint not null,"
        + " created_at datetime(6) not null, primary key (id)) engine=InnoDB";
  }

  /**
   * Streams the base rows into the table with its primary key in place. {@code built}: the table
   * is loaded without its primary key, which is added after, by a sort: PostgreSQL's {@code CREATE
   * INDEX}, InnoDB's rebuild of the table around the new clustered index.
   */
  private static void loadBase(
      Database database,
      Connection connection,
      ReferenceKey key,
      String table,
      BaseRows rows,
      boolean built)
      throws SQLException, IOException {
    String columns = (key.serverAssigned() ? "" : "id, ") + "customer, amount_cents, created_at";
    if (database == Database.POSTGRESQL) {
      if (built) {
        execute(connection, "alter table " + table + " drop constraint " + table + "_pkey");
      }
      connection
          .unwrap(PGConnection.class)
          .getCopyAPI()
          .copyIn(
              "copy " + table + " (" + columns + ") from stdin with (format csv)", rows, 1 << 16);
      if (built) {
        execute(connection, "alter table " + table + " add primary key (id)");
      }
      return;
    }
    String target =
        key.serverAssigned()
            ? "(customer, amount_cents, created_at)"
            : key.columnType(database).startsWith("binary")
                ? "(@id, customer, amount_cents, created_at) set id = unhex(substring(@id, 3))"
                : "(id, customer, amount_cents, created_at)";
    if (built) {
      execute(connection, "alter table " + table + " drop primary key");
    }
    try (Statement statement = connection.createStatement()) {
      statement.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(rows);
      statement.execute(
          "load data local infile 'base-rows.csv' into table "
              + table
              + " fields terminated by ',' lines terminated by '\\n' "
              + target);
    }
    if (built) {
      execute(connection, "alter table " + table + " add primary key (id)");
    }
  }

  /** Starts {@code writers} processes, starts them together, and returns first start to last end. */
  private static double runWriters(
      Database database,
      String url,
      String user,
      ReferenceKey key,
      String table,
      int writers,
      Settings settings,
      long firstRow)
      throws IOException, InterruptedException {
    int each = settings.rows() / writers;
    List<Process> children = new ArrayList<>();
    try {
      List<BufferedReader> outputs = new ArrayList<>();
      for (int p = 0; p < writers; p++) {
        List<String> command = MultiProcessBenchmark.childCommand(ReferenceWriter.class);
        command.add("--database=" + database.name().toLowerCase(Locale.ROOT));
        command.add("--url=" + url);
        command.add("--user=" + user);
        command.add("--table=" + table);
        command.add("--key=" + key.key);
        command.add("--rows=" + each);
        command.add("--first-row=" + (firstRow + (long) p * each));
        command.add("--warmup-rows=" + settings.warmupRows());
        Process child =
            new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        children.add(child);
        outputs.add(
            new BufferedReader(
                new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8)));
      }
      for (int p = 0; p < writers; p++) {
        MultiProcessBenchmark.awaitLine(outputs.get(p), "READY", p);
      }
      for (Process child : children) {
        Writer stdin = new OutputStreamWriter(child.getOutputStream(), StandardCharsets.UTF_8);
        stdin.write("GO\n");
        stdin.flush();
      }
      long firstStart = Long.MAX_VALUE;
      long lastEnd = Long.MIN_VALUE;
      for (int p = 0; p < writers; p++) {
        String[] done = MultiProcessBenchmark.awaitLine(outputs.get(p), "DONE", p).split(" ");
        firstStart = Math.min(firstStart, Long.parseLong(done[1]));
        lastEnd = Math.max(lastEnd, Long.parseLong(done[2]));
        int exit = children.get(p).waitFor();
        if (exit != 0) {
          throw new IllegalStateException("Writer " + p + " exited with " + exit);
        }
      }
      return (lastEnd - firstStart) / 1e6;
    } finally {
      for (Process child : children) {
        child.destroy();
      }
    }
  }

  private static Sizes sizes(
      Database database, Connection connection, String table, boolean statIndex)
      throws SQLException {
    if (database == Database.POSTGRESQL) {
      long[] sizes =
          longs(
              connection,
              "select pg_relation_size(c.oid), pg_indexes_size(c.oid), pg_total_relation_size(c.oid)"
                  + " from pg_class c where c.oid = '"
                  + table
                  + "'::regclass");
      long leafPages = -1;
      double density = Double.NaN;
      if (statIndex) {
        try (Statement statement = connection.createStatement();
            ResultSet result =
                statement.executeQuery(
                    "select leaf_pages, avg_leaf_density from pgstatindex('" + table + "_pkey')")) {
          result.next();
          leafPages = result.getLong(1);
          density = result.getDouble(2);
        }
      }
      return new Sizes(sizes[0], sizes[1], sizes[2], sizes[2], leafPages, density);
    }
    execute(connection, "analyze table " + table);
    long[] lengths =
        longs(
            connection,
            "select data_length, index_length from information_schema.TABLES"
                + " where table_schema = database() and table_name = '"
                + table
                + "'");
    long file =
        longs(
            connection,
            "select allocated_size from information_schema.INNODB_SYS_TABLESPACES"
                + " where name = concat(database(), '/', '"
                + table
                + "')")[0];
    long leafPages =
        longs(
            connection,
            "select stat_value from mysql.innodb_index_stats where database_name = database()"
                + " and table_name = '"
                + table
                + "' and index_name = 'PRIMARY'"
                + " and stat_name = 'n_leaf_pages'")[0];
    return new Sizes(lengths[0], lengths[1], lengths[0] + lengths[1], file, leafPages, Double.NaN);
  }

  /**
   * Bytes of the WAL records since {@code startLsn} that touch this table, its primary key or its
   * identity sequence, and the full-page images among them.
   */
  private static long[] ownWal(Connection connection, String table, String startLsn)
      throws SQLException {
    String end = string(connection, "select pg_current_wal_flush_lsn()");
    String relations =
        "select (select oid from pg_tablespace where spcname = 'pg_default') || '/'"
            + " || (select oid from pg_database where datname = current_database()) || '/'"
            + " || pg_relation_filenode(r)"
            + " from unnest(array['"
            + table
            + "'::regclass, '"
            + table
            + "_pkey'::regclass]"
            + " || pg_get_serial_sequence('"
            + table
            + "', 'id')::regclass) r"
            + " where r is not null";
    List<String> patterns = new ArrayList<>();
    try (Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery(relations)) {
      while (result.next()) {
        patterns.add("'% rel " + result.getString(1) + " %'");
      }
    }
    return longs(
        connection,
        "select coalesce(sum(record_length), 0)::bigint, coalesce(sum(fpi_length), 0)::bigint"
            + " from pg_get_wal_records_info('"
            + startLsn
            + "'::pg_lsn, '"
            + end
            + "'::pg_lsn)"
            + " where block_ref like any (array["
            + String.join(", ", patterns)
            + "])");
  }

  private static long redoLsn(Connection connection) throws SQLException {
    return longs(
        connection,
        "select variable_value from information_schema.GLOBAL_STATUS"
            + " where variable_name = 'INNODB_LSN_CURRENT'")[0];
  }

  private static void execute(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }

  private static String string(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery(sql)) {
      result.next();
      return result.getString(1);
    }
  }

  private static long[] longs(Connection connection, String sql) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement(sql);
        ResultSet result = query.executeQuery()) {
      if (!result.next()) {
        throw new SQLException("No row for: " + sql);
      }
      long[] values = new long[result.getMetaData().getColumnCount()];
      for (int i = 0; i < values.length; i++) {
        values[i] = result.getLong(i + 1);
      }
      return values;
    }
  }

  private static double mib(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }
}
