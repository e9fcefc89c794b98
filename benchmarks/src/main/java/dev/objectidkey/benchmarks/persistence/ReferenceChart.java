package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;

import dev.objectidkey.benchmarks.Charts;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.CategoryChart;

/**
 * Draws {@link ReferenceBenchmark}'s CSV as PNG files next to it, one panel per database, and
 * prints its tables in Markdown: {@code <csv>-rate.png} (rows/s of the measured million, by key and
 * writer count), {@code <csv>-size.png} (table and index after the 1-writer million), {@code
 * <csv>-growth.png} (what the million added to the primary key, by writer count) and {@code
 * <csv>-wal.png} (WAL or redo written for the million). Run on its own it redraws them: {@code
 * ReferenceChart docs/benchmarks/reference-benchmark.csv}.
 */
public final class ReferenceChart {

  private static final Color[] SERIES_COLORS = {Charts.BLUE, Charts.ORANGE, Charts.GREY};

  private ReferenceChart() {}

  /** One line of the CSV. */
  record Phase(
      String database,
      ReferenceKey key,
      long baseRows,
      String baseLoad,
      double baseLoadSeconds,
      int writers,
      long rows,
      double seconds,
      double rowsPerSecond,
      long walBytes,
      long ownWalBytes,
      long ownFpiBytes,
      long heapBefore,
      long indexBefore,
      long heap,
      long index,
      long total,
      long file,
      long leafPages,
      String leafDensity,
      String loadAverage) {

    /** The primary key's growth: PostgreSQL's index; InnoDB's clustered index (data_length). */
    long keyGrowth() {
      return database.equals("postgresql") ? index - indexBefore : heap - heapBefore;
    }

    /** The WAL of this table where known (PostgreSQL with pg_walinspect), else the server's. */
    long wal() {
      return ownWalBytes >= 0 ? ownWalBytes : walBytes;
    }
  }

  /**
   * Draws the charts and prints the tables.
   *
   * @param args the CSV file, {@code docs/benchmarks/reference-benchmark.csv} if none is given
   * @throws IOException if the CSV cannot be read or a chart cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path csv = Path.of(args.length > 0 ? args[0] : "docs/benchmarks/reference-benchmark.csv");
    List<Phase> phases = read(csv);
    String base = csv.toString().replaceFirst("\\.csv$", "");
    Set<Integer> writerCounts = new LinkedHashSet<>();
    phases.forEach(p -> writerCounts.add(p.writers()));
    Map<String, ToDoubleFunction<Phase>> rate = new LinkedHashMap<>();
    Map<String, ToDoubleFunction<Phase>> growth = new LinkedHashMap<>();
    Map<String, ToDoubleFunction<Phase>> wal = new LinkedHashMap<>();
    for (int w : writerCounts) {
      String name = w + (w == 1 ? " writer" : " writers");
      rate.put(name, byWriters(w, Phase::rowsPerSecond));
      growth.put(name, byWriters(w, p -> mib(p.keyGrowth())));
      wal.put(name, byWriters(w, p -> mib(p.wal())));
    }
    long rows = phases.get(0).rows();
    long baseRows = phases.get(0).baseRows();
    String million = String.format(Locale.ROOT, "%,d rows into %,d", rows, baseRows);
    write(phases, base + "-rate.png", "rows/s inserting " + million, "rows/s", rate);
    Map<String, ToDoubleFunction<Phase>> size = new LinkedHashMap<>();
    size.put(
        "table (PostgreSQL heap; InnoDB clustered index with the rows)",
        byWriters(1, p -> mib(p.heap())));
    size.put(
        "primary-key index (PostgreSQL)",
        byWriters(1, p -> p.database().equals("postgresql") ? mib(p.index()) : Double.NaN));
    write(phases, base + "-size.png", "size after the 1-writer million", "MiB", size);
    write(phases, base + "-growth.png", "primary key's growth over the million", "MiB", growth);
    write(
        phases,
        base + "-wal.png",
        "WAL (PostgreSQL: this table's records) / redo written for the million",
        "MiB",
        wal);
    System.out.println();
    System.out.print(table(phases));
  }

  /** The phases of one writer count; NaN (no bar) where a key has no such phase. */
  private static ToDoubleFunction<Phase> byWriters(int writers, ToDoubleFunction<Phase> value) {
    return p -> p.writers() == writers ? value.applyAsDouble(p) : Double.NaN;
  }

  static List<Phase> read(Path csv) throws IOException {
    List<Phase> phases = new ArrayList<>();
    for (Map<String, String> row : Charts.readCsv(csv, ReferenceBenchmark.CSV_HEADER)) {
      phases.add(
          new Phase(
              row.get("database"),
              ReferenceKey.byKey(row.get("key")),
              Long.parseLong(row.get("base_rows")),
              row.get("base_load"),
              Double.parseDouble(row.get("base_load_seconds")),
              Integer.parseInt(row.get("writers")),
              Long.parseLong(row.get("rows")),
              Double.parseDouble(row.get("seconds")),
              Double.parseDouble(row.get("rows_per_s")),
              Long.parseLong(row.get("wal_bytes")),
              Long.parseLong(row.get("own_wal_bytes")),
              Long.parseLong(row.get("own_fpi_bytes")),
              Long.parseLong(row.get("heap_bytes_before")),
              Long.parseLong(row.get("index_bytes_before")),
              Long.parseLong(row.get("heap_bytes")),
              Long.parseLong(row.get("index_bytes")),
              Long.parseLong(row.get("total_bytes")),
              Long.parseLong(row.get("file_bytes")),
              Long.parseLong(row.get("leaf_pages")),
              row.get("avg_leaf_density"),
              row.get("load_average")));
    }
    return phases;
  }

  /** One bar chart per database, side by side in one PNG: a group per key, a bar per series. */
  private static void write(
      List<Phase> phases,
      String file,
      String what,
      String yTitle,
      Map<String, ToDoubleFunction<Phase>> series)
      throws IOException {
    Map<String, List<Phase>> byDatabase = new LinkedHashMap<>();
    phases.forEach(p -> byDatabase.computeIfAbsent(p.database(), d -> new ArrayList<>()).add(p));
    List<CategoryChart> panels = new ArrayList<>();
    for (Map.Entry<String, List<Phase>> database : byDatabase.entrySet()) {
      List<String> keys = database.getValue().stream().map(p -> p.key().key).distinct().toList();
      CategoryChart chart =
          Charts.bars(
              760,
              520,
              (database.getKey().equals("postgresql") ? "PostgreSQL" : "MariaDB (InnoDB)")
                  + ": "
                  + what,
              "",
              yTitle);
      chart.getStyler().setChartTitleFont(chart.getStyler().getChartTitleFont().deriveFont(13f));
      int s = 0;
      for (Map.Entry<String, ToDoubleFunction<Phase>> one : series.entrySet()) {
        List<Double> values = new ArrayList<>();
        boolean any = false;
        for (String key : keys) {
          double value = Double.NaN;
          for (Phase p : database.getValue()) {
            double v = one.getValue().applyAsDouble(p);
            if (p.key().key.equals(key) && !Double.isNaN(v)) {
              value = v;
            }
          }
          any |= !Double.isNaN(value);
          // XChart draws no bar for null.
          values.add(Double.isNaN(value) ? null : value);
        }
        if (any) {
          chart
              .addSeries(one.getKey(), keys, values)
              .setFillColor(SERIES_COLORS[s % SERIES_COLORS.length]);
        }
        s++;
      }
      panels.add(chart);
    }
    Charts.writeSideBySide(panels, Path.of(file));
  }

  /** The result tables: one row per database, key and writer count. */
  static String table(List<Phase> phases) {
    StringBuilder out =
        new StringBuilder(
            "| database | key | base load | writers | rows/s | ours ÷ this | table MiB | PK index MiB"
                + " | total MiB | PK growth MiB | WAL MiB (own; full pages) | server WAL/redo MiB"
                + " | leaf density % | load |\n"
                + "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (Phase p : phases) {
      double ours = Double.NaN;
      for (Phase q : phases) {
        if (q.database().equals(p.database())
            && q.writers() == p.writers()
            && q.key() == ReferenceKey.OBJECT_ID) {
          ours = q.rowsPerSecond();
        }
      }
      boolean postgres = p.database().equals("postgresql");
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s, %.0f s | %d | %,.0f | %s | %,.1f | %s | %,.1f | %,.1f | %s | %,.1f | %s | %s |%n",
              postgres ? "PostgreSQL" : "MariaDB",
              p.key() == ReferenceKey.OBJECT_ID ? "**" + p.key().label + "**" : p.key().label,
              p.baseLoad(),
              p.baseLoadSeconds(),
              p.writers(),
              p.rowsPerSecond(),
              Double.isNaN(ours)
                  ? "–"
                  : String.format(Locale.ROOT, "%.2f×", ours / p.rowsPerSecond()),
              mib(p.heap()),
              postgres ? String.format(Locale.ROOT, "%,.1f", mib(p.index())) : "(clustered)",
              mib(p.total()),
              mib(p.keyGrowth()),
              p.ownWalBytes() >= 0
                  ? String.format(
                      Locale.ROOT, "%,.1f; %,.1f", mib(p.ownWalBytes()), mib(p.ownFpiBytes()))
                  : "–",
              mib(p.walBytes()),
              p.leafDensity().isEmpty() ? "–" : p.leafDensity(),
              p.loadAverage()));
    }
    return out.toString();
  }
}
