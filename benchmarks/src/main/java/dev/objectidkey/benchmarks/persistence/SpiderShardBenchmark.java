package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.benchmarks.Charts;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * A steady insert load through a Spider head onto 3 backends, partitioned by id range and by id
 * hash, with each second's share of new rows per shard as CSV, a PNG and a summary. Method: {@code
 * docs/benchmarks/results.md}, "Galera and Spider"; commands and arguments: {@code
 * benchmarks/README.md}.
 */
public final class SpiderShardBenchmark {

  private static final int SHARDS = 3;

  private SpiderShardBenchmark() {}

  public static void main(String[] args) throws Exception {
    int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    int perSecond = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    Path out = Path.of(args.length > 2 ? args[2] : "docs");
    Instant start = Instant.now();
    Duration third = Duration.ofSeconds(seconds).dividedBy(3);
    create(
        "bench_spider_range",
        "partition by range columns(id)",
        List.of(
            "partition p1 values less than (x'"
                + BenchOrderId.minFor(start.plus(third)).toHexString()
                + "')",
            "partition p2 values less than (x'"
                + BenchOrderId.minFor(start.plus(third.multipliedBy(2))).toHexString()
                + "')",
            "partition p3 values less than (maxvalue)"));
    create(
        "bench_spider_hash",
        "partition by key(id)",
        List.of("partition p1", "partition p2", "partition p3"));
    List<long[]> range = new ArrayList<>();
    List<long[]> hash = new ArrayList<>();
    long[] rangeBefore = new long[SHARDS];
    long[] hashBefore = new long[SHARDS];
    try (Connection head = DriverManager.getConnection(url(0), "root", "")) {
      head.setAutoCommit(false);
      for (int s = 0; s < seconds; s++) {
        long deadline = start.plusSeconds(s + 1).toEpochMilli();
        for (String table : List.of("bench_spider_range", "bench_spider_hash")) {
          try (PreparedStatement insert =
              head.prepareStatement("insert into " + table + " values (?, ?)")) {
            for (int i = 0; i < perSecond; i++) {
              insert.setBytes(1, BenchOrderId.generate().toByteArray());
              insert.setString(2, "row " + i);
              insert.addBatch();
            }
            insert.executeBatch();
            head.commit();
          }
        }
        long wait = deadline - System.currentTimeMillis();
        if (wait > 0) {
          Thread.sleep(wait);
        }
        range.add(delta("bench_spider_range", rangeBefore));
        hash.add(delta("bench_spider_hash", hashBefore));
      }
    }
    try (PrintWriter csv =
        Database.csv(out.resolve("spider-shards.csv"), "second,layout,shard1,shard2,shard3")) {
      for (int s = 0; s < seconds; s++) {
        csv.printf(Locale.ROOT, "%d,range,%s%n", s + 1, join(range.get(s)));
        csv.printf(Locale.ROOT, "%d,hash,%s%n", s + 1, join(hash.get(s)));
      }
    }
    chart(range, hash, out.resolve("spider-shards.png"));
    System.out.printf(
        Locale.ROOT, "Spider, %d shards, %d s, %d rows/s per layout%n", SHARDS, seconds, perSecond);
    for (int t = 0; t < 3; t++) {
      int from = t * seconds / 3;
      int to = (t + 1) * seconds / 3;
      System.out.printf(
          Locale.ROOT,
          "third %d (s %d-%d): range %s   hash %s%n",
          t + 1,
          from + 1,
          to,
          shares(range.subList(from, to)),
          shares(hash.subList(from, to)));
    }
  }

  private static String url(int n) {
    return "jdbc:mariadb://127.0.0.1:" + (24201 + n) + "/test";
  }

  /** Creates {@code table} on each backend, then the Spider table over them, a partition each. */
  private static void create(String table, String partitionBy, List<String> partitions)
      throws SQLException {
    String columns = "(id binary(12) not null primary key, payload varchar(64) not null)";
    List<String> parts = new ArrayList<>();
    for (int n = 1; n <= SHARDS; n++) {
      try (Connection c = DriverManager.getConnection(url(n), "root", "")) {
        Database.execute(
            c,
            "drop table if exists " + table,
            "create table " + table + " " + columns + " engine=InnoDB");
      }
      parts.add(partitions.get(n - 1) + " comment = 'srv \"backend" + n + "\"'");
    }
    try (Connection c = DriverManager.getConnection(url(0), "root", "")) {
      Database.execute(
          c,
          "drop table if exists " + table,
          "create table %s %s engine=Spider comment='wrapper \"mysql\", table \"%s\"' %s (%s)"
              .formatted(table, columns, table, partitionBy, String.join(", ", parts)));
    }
  }

  /** The rows each shard gained since {@code before}, which it then updates. */
  private static long[] delta(String table, long[] before) throws SQLException {
    long[] gained = new long[SHARDS];
    for (int n = 1; n <= SHARDS; n++) {
      try (Connection c = DriverManager.getConnection(url(n), "root", "")) {
        long now = Database.longs(c, "select count(*) from " + table)[0];
        gained[n - 1] = now - before[n - 1];
        before[n - 1] = now;
      }
    }
    return gained;
  }

  private static String join(long[] values) {
    return Arrays.stream(values).mapToObj(String::valueOf).collect(Collectors.joining(","));
  }

  private static String shares(List<long[]> seconds) {
    long[] sum = new long[SHARDS];
    seconds.forEach(s -> Arrays.setAll(sum, i -> sum[i] + s[i]));
    long total = Math.max(1, Arrays.stream(sum).sum());
    return Arrays.stream(sum)
        .mapToObj(n -> String.format(Locale.ROOT, "%.1f%%", 100.0 * n / total))
        .collect(Collectors.joining(" / "));
  }

  private static void chart(List<long[]> range, List<long[]> hash, Path png) throws IOException {
    XYChart chart =
        new XYChartBuilder()
            .width(900)
            .height(450)
            .title("Share of each second's new rows per Spider shard")
            .xAxisTitle("second of the run")
            .yAxisTitle("% of the second's rows")
            .build();
    for (String layout : List.of("range", "hash")) {
      List<long[]> rows = layout.equals("range") ? range : hash;
      for (int shard = 0; shard < SHARDS; shard++) {
        List<Integer> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (int s = 0; s < rows.size(); s++) {
          x.add(s + 1);
          y.add(100.0 * rows.get(s)[shard] / Math.max(1, Arrays.stream(rows.get(s)).sum()));
        }
        chart.addSeries(layout + " shard " + (shard + 1), x, y);
      }
    }
    Charts.write(chart, png);
  }
}
