package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.times;
import static dev.objectidkey.benchmarks.persistence.Database.execute;
import static dev.objectidkey.benchmarks.persistence.Database.longs;

import dev.objectidkey.benchmarks.Charts;
import dev.objectidkey.benchmarks.Measures;
import dev.objectidkey.benchmarks.Options;
import dev.objectidkey.benchmarks.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.knowm.xchart.CategoryChart;

/**
 * Many application processes, one database: 1, 2 and 4 JVMs ({@link ProcessInserter}) insert into
 * one PostgreSQL table at once, and SQL checks the keys and how close {@code ORDER BY id} comes to
 * the insert order ({@link InsertOrder}). Method: {@code docs/benchmarks/results.md}, "Many
 * processes, one database"; options: {@code benchmarks/README.md}.
 */
public final class MultiProcessBenchmark {

  /** The epoch second in the first 4 bytes of a {@code bytea} ObjectId. */
  private static final String ID_SECOND =
      "('x' || encode(substring(id from 1 for 4), 'hex'))::bit(32)::bigint";

  private MultiProcessBenchmark() {}

  /**
   * One run: {@code processes} processes inserting into one strategy's table; {@code done} has each
   * process's {@code DONE} numbers: start and end (epoch µs), rows committed, key conflicts.
   */
  record Run(
      int round, int processes, ProcessKeyStrategy strategy, List<long[]> done, Checks checks) {

    double seconds() {
      return Children.seconds(done);
    }

    double totalRate() {
      return done.stream().mapToLong(d -> d[2]).sum() / seconds();
    }

    long conflicts() {
      return done.stream().mapToLong(d -> d[3]).sum();
    }

    InsertOrder order() {
      return checks.order();
    }

    /** Each process's rows/s, separated by " / ". */
    String processRates() {
      return done.stream()
          .map(d -> String.format(Locale.ROOT, "%,.0f", d[2] / ((d[1] - d[0]) / 1e6)))
          .collect(Collectors.joining(" / "));
    }
  }

  /**
   * What the database holds after a run, as {@code docs/benchmarks/results.md}, "What the columns
   * measure", defines each check. {@code randomValues}: distinct values of bytes 4 to 8 of ours, and
   * distinct (process, value) pairs; -1 for the sequence.
   */
  record Checks(
      long rows,
      long distinctIds,
      long notIncreasing,
      long arrivalMismatches,
      long[] randomValues,
      InsertOrder order) {}

  public static void main(String[] args) throws SQLException, IOException, InterruptedException {
    Options options =
        Options.parse(args, "processes", "rows-per-process", "rounds", "warmup-rows", "out");
    int[] processCounts = options.integers("processes", "1,2,4");
    int rowsPerProcess = options.integer("rows-per-process", 200_000);
    int rounds = options.integer("rounds", 3);
    int warmupRows = options.integer("warmup-rows", 20_000);

    Database.Connected connected = Database.POSTGRESQL.connect();
    System.out.printf(
        Locale.ROOT,
        "PostgreSQL %s as %s; %d cores; load average %s%n",
        connected.url(),
        connected.user(),
        Runtime.getRuntime().availableProcessors(),
        Measures.loadAverage());
    long started = System.nanoTime();
    List<Run> runs = new ArrayList<>();
    // Hibernate's own mapping of the two entities makes the schema (create-drop touches only these
    // tables and their sequence); the two columns that the database fills are added to it.
    try (SessionFactory schema =
            connected
                .hibernate("create-drop", 1, ProcessKeyStrategy.entities())
                .buildSessionFactory();
        Connection connection = connected.open()) {
      ProcessKeyStrategy[] strategies = ProcessKeyStrategy.values();
      for (ProcessKeyStrategy strategy : strategies) {
        execute(
            connection,
            "alter table "
                + strategy.table
                + " add column arrival bigint generated always as identity,"
                + " add column inserted_at timestamptz not null default clock_timestamp()");
      }
      for (int round = 1; round <= rounds; round++) {
        for (int processes : processCounts) {
          for (int k = 0; k < strategies.length; k++) {
            ProcessKeyStrategy strategy = strategies[(k + round + 1) % strategies.length];
            Run run = run(connection, round, processes, strategy, rowsPerProcess, warmupRows);
            runs.add(run);
            System.out.println(describe(run));
          }
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%nWall time %.1f min; load average %s%n%n",
        (System.nanoTime() - started) / 60e9,
        Measures.loadAverage());
    System.out.print(rateTable(runs, processCounts, rowsPerProcess));
    System.out.println();
    System.out.print(checkTable(runs, processCounts, rowsPerProcess));
    if (options.get("out") != null) {
      Path chart =
          Files.createDirectories(Path.of(options.get("out"))).resolve("multi-process.png");
      writeChart(medians(runs, processCounts), chart, rowsPerProcess, rounds);
      System.out.println();
      System.out.println("Chart: " + chart);
    }
  }

  private static Run run(
      Connection connection,
      int round,
      int processes,
      ProcessKeyStrategy strategy,
      int rowsPerProcess,
      int warmupRows)
      throws SQLException, IOException, InterruptedException {
    execute(connection, "truncate table " + strategy.table + " restart identity");
    List<List<String>> arguments = new ArrayList<>();
    for (int p = 0; p < processes; p++) {
      arguments.add(
          List.of(
              "--strategy=" + strategy.name(),
              "--process=" + p,
              "--rows=" + rowsPerProcess,
              "--warmup-rows=" + warmupRows));
    }
    try (Children children = Children.startReady(ProcessInserter.class, arguments)) {
      // The sequence is not restarted: the processes' pooled optimizers already hold blocks of it.
      execute(connection, "truncate table " + strategy.table + " restart identity");
      List<long[]> done = children.goAndAwaitDone();
      return new Run(round, processes, strategy, done, check(connection, strategy));
    }
  }

  private static Checks check(Connection connection, ProcessKeyStrategy strategy)
      throws SQLException {
    String table = strategy.table;
    // Rows, distinct ids, ids not increasing within a process, process order against arrival.
    long[] counts =
        longs(
            connection,
            ("select count(*), count(distinct id), (select count(*) from (select process_seq,"
                    + " lag(process_seq) over (partition by process_no order by id) as previous"
                    + " from %1$s) t where previous >= process_seq), (select count(*) from (select"
                    + " arrival, lag(arrival) over (partition by process_no order by process_seq)"
                    + " as previous from %1$s) t where previous > arrival) from %1$s")
                .formatted(table));
    boolean ours = strategy == ProcessKeyStrategy.OBJECT_ID;
    long[] randomValues =
        ours
            ? longs(
                connection,
                "select count(distinct substring(id from 5 for 5)),"
                    + " count(distinct (process_no, substring(id from 5 for 5))) from "
                    + table)
            : new long[] {-1, -1};
    int n = Math.toIntExact(counts[0]);
    long[] seconds = new long[n];
    long[] arrival = new long[n];
    long[] inserted = new long[n];
    boolean autoCommit = connection.getAutoCommit();
    // Outside autocommit, pgJDBC streams the rows 10,000 at a time instead of holding them all.
    connection.setAutoCommit(false);
    try (Statement statement = connection.createStatement()) {
      statement.setFetchSize(10_000);
      try (ResultSet rows =
          statement.executeQuery(
              "select "
                  + (ours ? ID_SECOND : "0")
                  + ", arrival, (extract(epoch from inserted_at) * 1000000)::bigint from "
                  + table
                  + " order by id")) {
        for (int i = 0; rows.next(); i++) {
          seconds[i] = rows.getLong(1);
          arrival[i] = rows.getLong(2);
          inserted[i] = rows.getLong(3);
        }
      }
      connection.commit();
    } finally {
      connection.setAutoCommit(autoCommit);
    }
    return new Checks(
        counts[0],
        counts[1],
        counts[2],
        counts[3],
        randomValues,
        InsertOrder.of(ours ? seconds : null, arrival, inserted));
  }

  private static String describe(Run run) {
    Checks checks = run.checks();
    InsertOrder order = checks.order();
    return String.format(
        Locale.ROOT,
        "round %d  %d process(es)  %-27s %,9.0f rows/s in %6.2f s (per process %s)"
            + "  rows %,d distinct %,d conflicts %d  not increasing %d  arrival mismatches %d"
            + "  random values %d/%d  adjacent inverted %,d/%,d  pairs inverted %,d/%,d"
            + " (across seconds %,d)  largest inversion %.3f ms",
        run.round(),
        run.processes(),
        run.strategy().label,
        run.totalRate(),
        run.seconds(),
        run.processRates(),
        checks.rows(),
        checks.distinctIds(),
        run.conflicts(),
        checks.notIncreasing(),
        checks.arrivalMismatches(),
        checks.randomValues()[0],
        checks.randomValues()[1],
        order.adjacentInverted(),
        order.adjacentPairs(),
        order.invertedPairs(),
        order.pairs(),
        order.crossSecondInvertedPairs(),
        order.largestInversionMicros() / 1000.0);
  }

  /** Per process count and strategy, the run of the median total rate. */
  static Map<Integer, Map<ProcessKeyStrategy, Run>> medians(List<Run> runs, int[] processCounts) {
    Map<Integer, Map<ProcessKeyStrategy, Run>> medians = new LinkedHashMap<>();
    for (int processes : processCounts) {
      Map<ProcessKeyStrategy, Run> byStrategy = new LinkedHashMap<>();
      for (ProcessKeyStrategy strategy : ProcessKeyStrategy.values()) {
        List<Run> these = runs(runs, processes, strategy);
        byStrategy.put(strategy, these.get(these.size() / 2));
      }
      medians.put(processes, byStrategy);
    }
    return medians;
  }

  static String rateTable(List<Run> runs, int[] processCounts, int rowsPerProcess) {
    Table out =
        new Table(
            "rlrrlr",
            "processes | strategy | total rows/s | ours ÷ sequence | per process, rows/s |"
                + " first start to last end, s");
    medians(runs, processCounts)
        .forEach(
            (processes, byStrategy) -> {
              double ours = byStrategy.get(ProcessKeyStrategy.OBJECT_ID).totalRate();
              double sequence = byStrategy.get(ProcessKeyStrategy.SEQUENCE).totalRate();
              byStrategy.forEach(
                  (strategy, run) ->
                      out.row(
                          "%d | %s | %,.0f | %s | %s | %.2f",
                          processes,
                          strategy.label,
                          run.totalRate(),
                          strategy == ProcessKeyStrategy.OBJECT_ID ? times(ours / sequence) : "",
                          run.processRates(),
                          run.seconds()));
            });
    return String.format(
            Locale.ROOT,
            "Rows/s, %,d rows per process, batches of 50, the round of the median total rate"
                + " of %d; ratio = ours / sequence%n%n",
            rowsPerProcess,
            runs.stream().mapToInt(Run::round).distinct().count())
        + out;
  }

  static String checkTable(List<Run> runs, int[] processCounts, int rowsPerProcess) {
    Table out =
        new Table(
            "rlrlrlrrrr",
            "processes | strategy | rounds | rows = distinct ids = expected | key conflicts |"
                + " each process strictly increasing | adjacent rows inverted | row pairs inverted |"
                + " inverted pairs across id seconds | largest time inversion, ms");
    for (int processes : processCounts) {
      for (ProcessKeyStrategy strategy : ProcessKeyStrategy.values()) {
        List<Run> these = runs(runs, processes, strategy);
        long expected = (long) processes * rowsPerProcess;
        boolean counted =
            these.stream()
                .allMatch(
                    r -> r.checks().rows() == expected && r.checks().distinctIds() == expected);
        boolean increasing =
            these.stream()
                .allMatch(
                    r -> r.checks().notIncreasing() == 0 && r.checks().arrivalMismatches() == 0);
        long crossSecond = (long) worst(these, r -> r.order().crossSecondInvertedPairs());
        out.row(
            "%d | %s | %d | %s | %d | %s | %s | %s | %s | %.1f",
            processes,
            strategy.label,
            these.size(),
            counted ? String.format(Locale.ROOT, "yes, %,d", expected) : "**no**",
            these.stream().mapToLong(Run::conflicts).sum(),
            increasing ? "yes" : "**no**",
            fraction(
                worst(
                    these, r -> (double) r.order().adjacentInverted() / r.order().adjacentPairs())),
            fraction(worst(these, r -> (double) r.order().invertedPairs() / r.order().pairs())),
            crossSecond < 0 ? "—" : String.format(Locale.ROOT, "%,d", crossSecond),
            worst(these, r -> r.order().largestInversionMicros()) / 1000.0);
      }
    }
    return "Checks over every round: rows = count(*) = count(distinct id) = expected; order"
        + " metrics the worst round's\n\n"
        + out;
  }

  /** The runs of {@code processes} and {@code strategy}, slowest first. */
  private static List<Run> runs(List<Run> runs, int processes, ProcessKeyStrategy strategy) {
    return runs.stream()
        .filter(r -> r.processes() == processes && r.strategy() == strategy)
        .sorted(Comparator.comparingDouble(Run::totalRate))
        .toList();
  }

  private static double worst(List<Run> runs, ToDoubleFunction<Run> metric) {
    return runs.stream().mapToDouble(metric).max().orElseThrow();
  }

  private static String fraction(double value) {
    return value == 0 ? "0" : String.format(Locale.ROOT, "%.2e", value);
  }

  /** Draws the total insert rate of each strategy against the number of processes. */
  static void writeChart(
      Map<Integer, Map<ProcessKeyStrategy, Run>> medians, Path file, int rowsPerProcess, int rounds)
      throws IOException {
    CategoryChart chart =
        Charts.bars(
            900,
            520,
            String.format(
                Locale.ROOT,
                "PostgreSQL, one table: total Hibernate inserts/s (%,d rows per process,"
                    + " median of %d)",
                rowsPerProcess,
                rounds),
            "application processes (JVMs) inserting at once, on 2 cores",
            "rows/s, all processes together");
    List<String> processes = medians.keySet().stream().map(String::valueOf).toList();
    for (ProcessKeyStrategy strategy : ProcessKeyStrategy.values()) {
      List<Double> rates =
          medians.values().stream()
              .map(byStrategy -> byStrategy.get(strategy).totalRate())
              .toList();
      chart
          .addSeries(strategy.label, processes, rates)
          .setFillColor(strategy == ProcessKeyStrategy.OBJECT_ID ? Charts.BLUE : Charts.GREY);
    }
    Charts.write(chart, file);
  }
}
