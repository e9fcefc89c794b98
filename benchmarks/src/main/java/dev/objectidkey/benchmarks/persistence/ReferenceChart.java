package dev.objectidkey.benchmarks.persistence;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * Draws {@link ReferenceBenchmark}'s CSV as PNG files next to it, one panel per database, and
 * prints its tables in Markdown: {@code <csv>-rate.png} (rows/s of the measured million, by key and
 * writer count), {@code <csv>-size.png} (table and index after the 1-writer million), {@code
 * <csv>-growth.png} (what the million added to the primary key, by writer count) and {@code
 * <csv>-wal.png} (WAL or redo written for the million). Run on its own it redraws them: {@code
 * ReferenceChart docs/benchmarks/reference-benchmark.csv}.
 */
public final class ReferenceChart {

  private static final Color[] SERIES_COLORS = {
    new Color(0x1f, 0x77, 0xb4), new Color(0xff, 0x7f, 0x0e), new Color(0x55, 0x55, 0x55)
  };

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
    Map<String, Map<String, ToDoubleFunction<Phase>>> rate = new LinkedHashMap<>();
    Map<String, Map<String, ToDoubleFunction<Phase>>> growth = new LinkedHashMap<>();
    Map<String, Map<String, ToDoubleFunction<Phase>>> wal = new LinkedHashMap<>();
    for (int w : writerCounts) {
      String name = w + (w == 1 ? " writer" : " writers");
      rate.computeIfAbsent("", k -> new LinkedHashMap<>())
          .put(name, byWriters(w, Phase::rowsPerSecond));
      growth
          .computeIfAbsent("", k -> new LinkedHashMap<>())
          .put(name, byWriters(w, p -> p.keyGrowth() / (1024.0 * 1024.0)));
      wal.computeIfAbsent("", k -> new LinkedHashMap<>())
          .put(name, byWriters(w, p -> p.wal() / (1024.0 * 1024.0)));
    }
    long rows = phases.get(0).rows();
    long baseRows = phases.get(0).baseRows();
    String million = String.format(Locale.ROOT, "%,d rows into %,d", rows, baseRows);
    write(phases, base + "-rate.png", "rows/s inserting " + million, "rows/s", rate.get(""));
    Map<String, ToDoubleFunction<Phase>> size = new LinkedHashMap<>();
    size.put(
        "table (PostgreSQL heap; InnoDB clustered index with the rows)",
        byWriters(1, p -> p.heap() / (1024.0 * 1024.0)));
    size.put(
        "primary-key index (PostgreSQL)",
        byWriters(
            1,
            p -> p.database().equals("postgresql") ? p.index() / (1024.0 * 1024.0) : Double.NaN));
    write(phases, base + "-size.png", "size after the 1-writer million", "MiB", size);
    write(
        phases,
        base + "-growth.png",
        "primary key's growth over the million",
        "MiB",
        growth.get(""));
    write(
        phases,
        base + "-wal.png",
        "WAL (PostgreSQL: this table's records) / redo written for the million",
        "MiB",
        wal.get(""));
    System.out.println();
    System.out.print(table(phases));
  }

  /** The phases of one writer count; NaN (no bar) where a key has no such phase. */
  private static ToDoubleFunction<Phase> byWriters(int writers, ToDoubleFunction<Phase> value) {
    return p -> p.writers() == writers ? value.applyAsDouble(p) : Double.NaN;
  }

  static List<Phase> read(Path csv) throws IOException {
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    if (lines.isEmpty() || !lines.get(0).equals(ReferenceBenchmark.CSV_HEADER)) {
      throw new IllegalArgumentException(
          "Invalid CSV " + csv + ": expected the header " + ReferenceBenchmark.CSV_HEADER);
    }
    List<String> columns = Arrays.asList(ReferenceBenchmark.CSV_HEADER.split(","));
    List<Phase> phases = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split(",", -1);
      phases.add(
          new Phase(
              cells[columns.indexOf("database")],
              ReferenceKey.byKey(cells[columns.indexOf("key")]),
              Long.parseLong(cells[columns.indexOf("base_rows")]),
              cells[columns.indexOf("base_load")],
              Double.parseDouble(cells[columns.indexOf("base_load_seconds")]),
              Integer.parseInt(cells[columns.indexOf("writers")]),
              Long.parseLong(cells[columns.indexOf("rows")]),
              Double.parseDouble(cells[columns.indexOf("seconds")]),
              Double.parseDouble(cells[columns.indexOf("rows_per_s")]),
              Long.parseLong(cells[columns.indexOf("wal_bytes")]),
              Long.parseLong(cells[columns.indexOf("own_wal_bytes")]),
              Long.parseLong(cells[columns.indexOf("own_fpi_bytes")]),
              Long.parseLong(cells[columns.indexOf("heap_bytes_before")]),
              Long.parseLong(cells[columns.indexOf("index_bytes_before")]),
              Long.parseLong(cells[columns.indexOf("heap_bytes")]),
              Long.parseLong(cells[columns.indexOf("index_bytes")]),
              Long.parseLong(cells[columns.indexOf("total_bytes")]),
              Long.parseLong(cells[columns.indexOf("file_bytes")]),
              Long.parseLong(cells[columns.indexOf("leaf_pages")]),
              cells[columns.indexOf("avg_leaf_density")],
              cells[columns.indexOf("load_average")]));
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
    List<BufferedImage> panels = new ArrayList<>();
    for (Map.Entry<String, List<Phase>> database : byDatabase.entrySet()) {
      List<String> keys = new ArrayList<>();
      database
          .getValue()
          .forEach(
              p -> {
                if (!keys.contains(p.key().key)) {
                  keys.add(p.key().key);
                }
              });
      CategoryChart chart =
          new CategoryChartBuilder()
              .width(760)
              .height(520)
              .title(
                  (database.getKey().equals("postgresql") ? "PostgreSQL" : "MariaDB (InnoDB)")
                      + ": "
                      + what)
              .yAxisTitle(yTitle)
              .build();
      CategoryStyler styler = chart.getStyler();
      styler.setLegendPosition(LegendPosition.OutsideS);
      styler.setChartBackgroundColor(Color.WHITE);
      styler.setPlotGridLinesVisible(true);
      styler.setYAxisDecimalPattern("#,###");
      styler.setYAxisMin(0.0);
      styler.setChartTitleFont(styler.getChartTitleFont().deriveFont(13f));
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
      panels.add(BitmapEncoder.getBufferedImage(chart));
    }
    GrowthChart.writeSideBySide(panels, Path.of(file));
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

  private static double mib(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }
}
