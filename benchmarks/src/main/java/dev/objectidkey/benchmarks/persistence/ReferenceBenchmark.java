package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.persistence.Database.execute;
import static dev.objectidkey.benchmarks.persistence.Database.longs;
import static dev.objectidkey.benchmarks.persistence.Database.string;

import dev.objectidkey.benchmarks.Measures;
import dev.objectidkey.benchmarks.Options;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.postgresql.PGConnection;

/**
 * The reference benchmark: inserts through {@link ReferenceWriter} processes into a bulk-loaded
 * history ({@link BaseRows}) per database and key type, in the database {@code oik_refbench}, which
 * a failed run may leave and the next drops first. Method, options and results: {@code
 * docs/benchmarks/results.md}, "Reference benchmark".
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

  private final Database.Connected refbench;
  private final Database database;
  private final boolean postgres;
  private final Connection connection;
  private final boolean statIndex;
  private final boolean walInspect;
  private final Settings settings;
  private final PrintWriter out;

  /** The options, read and checked once, before any database work. */
  private record Settings(
      long base,
      int rows,
      int[] writers,
      List<String> multiKeys,
      String uuid4Base,
      double baseRate,
      int warmupRows) {

    Settings {
      for (int w : writers) {
        if (w < 1 || rows % w != 0) {
          throw new IllegalArgumentException(
              "Invalid --writers value "
                  + w
                  + ": expected a count of processes that divides --rows="
                  + rows);
        }
      }
      multiKeys.forEach(ReferenceKey::byKey);
    }
  }

  private ReferenceBenchmark(
      Database.Connected refbench, Connection connection, Settings settings, PrintWriter out) {
    this.refbench = refbench;
    this.database = refbench.database();
    this.postgres = database == Database.POSTGRESQL;
    this.connection = connection;
    this.statIndex = postgres && tryExtension(connection, "pgstattuple");
    this.walInspect = postgres && tryExtension(connection, "pg_walinspect");
    this.settings = settings;
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    Options options =
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
    List<Database> databases =
        Database.named(options.list("databases", "postgresql,mariadb"), false);
    Settings settings =
        new Settings(
            options.whole("base", 20_000_000),
            options.integer("rows", 1_000_000),
            options.integers("writers", "1,4"),
            options.list("multi-keys", "objectid,uuid7,sequence"),
            options.choice("uuid4-base", "auto", "grown", "built"),
            options.decimal("base-rate", 100),
            options.integer("warmup-rows", 20_000));
    Path csv = Path.of(options.get("csv", "docs/benchmarks/reference-benchmark.csv"));

    long started = System.nanoTime();
    System.out.printf(
        Locale.ROOT,
        "Reference benchmark: base %,d rows, %,d measured rows, writers %s; %d cores; load average %s; %s%n",
        settings.base(),
        settings.rows(),
        Arrays.toString(settings.writers()),
        Runtime.getRuntime().availableProcessors(),
        Measures.loadAverage(),
        Instant.now().truncatedTo(ChronoUnit.SECONDS));
    try (PrintWriter out = Database.csv(csv, CSV_HEADER)) {
      for (Database database : databases) {
        List<ReferenceKey> keys = new ArrayList<>();
        for (String key : options.list("keys", "objectid,uuid7,sequence,uuid7-binary16,uuid4")) {
          ReferenceKey candidate = ReferenceKey.byKey(key);
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
        Measures.loadAverage(),
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
    try (Connection connection = admin.open()) {
      execute(
          connection,
          "drop database if exists " + DATABASE_NAME,
          "create database " + DATABASE_NAME);
    }
    Database.Connected refbench = new Database.Connected(database, url, admin.user(), "");
    refbench.announce("");
    try (Connection connection = refbench.open()) {
      ReferenceBenchmark benchmark = new ReferenceBenchmark(refbench, connection, settings, out);
      for (ReferenceKey key : keys) {
        benchmark.runKey(key);
      }
    } finally {
      try (Connection connection = admin.open()) {
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

  private void runKey(ReferenceKey key) throws Exception {
    String table = "ref_" + key.key.replace('-', '_');
    String uuid4Base = settings.uuid4Base();
    boolean built =
        key == ReferenceKey.UUID_V4
            && (uuid4Base.equals("built") || uuid4Base.equals("auto") && !postgres);
    String baseLoad = built ? "sorted-build" : "grown";
    execute(connection, "drop table if exists " + table, createTable(key, table));

    long loadStart = System.nanoTime();
    long endMicros = Children.epochMicros() - 3_600_000_000L;
    BaseRows baseRows =
        new BaseRows(
            key.baseKeys(database, 28L * 31 + key.ordinal()),
            settings.base(),
            settings.baseRate(),
            endMicros,
            28L,
            postgres ? "+00" : "");
    loadBase(key, table, baseRows, built);
    execute(connection, (postgres ? "vacuum (analyze) " : "analyze table ") + table);
    double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
    Database.Sizes sizes = sizes(table);
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
        mib(sizes.indexes()),
        mib(sizes.total()));

    long first = settings.base();
    for (int w : settings.writers()) {
      if (w > 1 && !settings.multiKeys().contains(key.key)) {
        continue;
      }
      if (postgres) {
        execute(connection, "checkpoint");
        if (walInspect) {
          // A million random-key inserts write more WAL than max_wal_size, and the next
          // checkpoint would remove segments before they are read. A temporary slot holds them
          // from here; it goes with this session, even if the benchmark dies.
          execute(
              connection, "select pg_create_physical_replication_slot('" + SLOT + "', true, true)");
        }
      }
      long startWal = walPosition();
      double seconds = runWriters(key, table, w, first);
      long wal = walPosition() - startWal;
      long[] own = {-1, -1};
      if (walInspect) {
        try {
          own = ownWal(table, startWal);
        } catch (SQLException e) {
          System.out.printf(
              Locale.ROOT, "WAL records not read, not reported: %s%n", e.getMessage());
        }
        execute(connection, "select pg_drop_replication_slot('" + SLOT + "')");
      }
      Database.Sizes after = sizes(table);
      first += settings.rows();
      String density =
          Double.isNaN(after.leafDensity())
              ? ""
              : String.format(Locale.ROOT, "%.2f", after.leafDensity());
      out.printf(
          Locale.ROOT,
          "%s,%s,%d,%s,%.1f,%d,%d,%.3f,%.0f,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%s,%s%n",
          database.key(),
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
          sizes.indexes(),
          sizes.total(),
          after.heap(),
          after.indexes(),
          after.total(),
          after.file(),
          after.leafPages(),
          density,
          Measures.loadAverage().split(" ")[0]);
      out.flush();
      long keyBefore = postgres ? sizes.indexes() : sizes.heap();
      long keyAfter = postgres ? after.indexes() : after.heap();
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
          mib(keyBefore),
          mib(keyAfter),
          mib(keyAfter - keyBefore),
          mib(after.total()),
          density.isEmpty()
              ? ""
              : String.format(Locale.ROOT, ", leaf density %.1f%%", after.leafDensity()),
          Measures.loadAverage());
      sizes = after;
    }
    execute(connection, "drop table " + table);
  }

  private String createTable(ReferenceKey key, String table) {
    String id = key.columnType(database);
    String rest = "customer varchar(40) not null, amount_cents bigint not null, created_at";
    return postgres
        ? "create table %s (id %s primary key, %s timestamp(6) with time zone not null)"
            .formatted(table, id, rest)
        : "create table %s (id %s not null%s, %s datetime(6) not null, primary key (id))"
                .formatted(table, id, key.serverAssigned() ? " auto_increment" : "", rest)
            + " engine=InnoDB";
  }

  /**
   * Streams the base rows into the table with its primary key in place. {@code built}: the table
   * is loaded without its primary key, which is added after, by a sort: PostgreSQL's {@code CREATE
   * INDEX}, InnoDB's rebuild of the table around the new clustered index.
   */
  private void loadBase(ReferenceKey key, String table, BaseRows rows, boolean built)
      throws SQLException, IOException {
    if (built) {
      execute(
          connection,
          "alter table "
              + table
              + (postgres ? " drop constraint " + table + "_pkey" : " drop primary key"));
    }
    String columns = (key.serverAssigned() ? "" : "id, ") + "customer, amount_cents, created_at";
    if (postgres) {
      connection
          .unwrap(PGConnection.class)
          .getCopyAPI()
          .copyIn(
              "copy " + table + " (" + columns + ") from stdin with (format csv)",
              rows.stream(),
              1 << 16);
    } else {
      try (Statement statement = connection.createStatement()) {
        statement.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(rows.stream());
        statement.execute(
            "load data local infile 'base-rows.csv' into table "
                + table
                + " fields terminated by ',' lines terminated by '\\n' "
                + (key.columnType(database).startsWith("binary")
                    ? "(@id, customer, amount_cents, created_at) set id = unhex(substring(@id, 3))"
                    : "(" + columns + ")"));
      }
    }
    if (built) {
      execute(connection, "alter table " + table + " add primary key (id)");
    }
  }

  /** Starts {@code count} writers together; returns first start to last end, in seconds. */
  private double runWriters(ReferenceKey key, String table, int count, long firstRow)
      throws IOException, InterruptedException {
    int each = settings.rows() / count;
    List<List<String>> arguments = new ArrayList<>();
    for (int p = 0; p < count; p++) {
      arguments.add(
          List.of(
              "--database=" + database.key(),
              "--url=" + refbench.url(),
              "--user=" + refbench.user(),
              "--table=" + table,
              "--key=" + key.key,
              "--rows=" + each,
              "--first-row=" + (firstRow + (long) p * each),
              "--warmup-rows=" + settings.warmupRows()));
    }
    try (Children children = Children.startReady(ReferenceWriter.class, arguments)) {
      return Children.seconds(children.goAndAwaitDone());
    }
  }

  /** {@link Database#sizes}, with pgstatindex's leaf pages and density where it is installed. */
  private Database.Sizes sizes(String table) throws SQLException {
    Database.Sizes sizes = database.sizes(connection, table);
    if (!statIndex) {
      return sizes;
    }
    try (Statement statement = connection.createStatement();
        ResultSet result =
            statement.executeQuery(
                "select leaf_pages, avg_leaf_density from pgstatindex('" + table + "_pkey')")) {
      result.next();
      return new Database.Sizes(
          sizes.heap(),
          sizes.primaryKey(),
          sizes.indexes(),
          sizes.total(),
          sizes.file(),
          result.getLong(1),
          result.getDouble(2));
    }
  }

  /**
   * Bytes of the WAL records since {@code startWal} that touch this table, its primary key or its
   * identity sequence, and the full-page images among them.
   */
  private long[] ownWal(String table, long startWal) throws SQLException {
    // Block references name a relation by tablespace/database/file node.
    String patterns =
        string(
            connection,
            """
            select string_agg(quote_literal('%% rel '
              || (select oid from pg_tablespace where spcname = 'pg_default') || '/'
              || (select oid from pg_database where datname = current_database()) || '/'
              || pg_relation_filenode(r) || ' %%'), ', ')
            from unnest(array['%1$s'::regclass, '%1$s_pkey'::regclass]
              || pg_get_serial_sequence('%1$s', 'id')::regclass) r
            where r is not null"""
                .formatted(table));
    return longs(
        connection,
        """
        select coalesce(sum(record_length), 0)::bigint, coalesce(sum(fpi_length), 0)::bigint
        from pg_get_wal_records_info('0/0'::pg_lsn + %d, pg_current_wal_flush_lsn())
        where block_ref like any (array[%s])"""
            .formatted(startWal, patterns));
  }

  /** The position of PostgreSQL's WAL or InnoDB's redo log, in bytes. */
  private long walPosition() throws SQLException {
    return longs(
        connection,
        database == Database.POSTGRESQL
            ? "select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint"
            : "select variable_value from information_schema.GLOBAL_STATUS"
                + " where variable_name = 'INNODB_LSN_CURRENT'")[0];
  }
}
