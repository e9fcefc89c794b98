package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.Measures.times;

import dev.objectidkey.benchmarks.Charts;
import dev.objectidkey.benchmarks.Table;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.CategoryChart;

/**
 * Draws {@link ReferenceBenchmark}'s CSV as {@code <csv>-rate.png}, {@code -size.png}, {@code
 * -growth.png} and {@code -wal.png}, a panel per database, and prints its table in Markdown. Run
 * alone, it redraws them from the CSV ({@code benchmarks/README.md}, "Run the reference
 * benchmark").
 */
public final class ReferenceChart {

  private static final Color[] SERIES_COLORS = {Charts.BLUE, Charts.ORANGE, Charts.GREY};

  private ReferenceChart() {}

  /** One line of the CSV, its numbers read by column name. */
  record Phase(Map<String, String> cells) {

    String database() {
      return cells.get("database");
    }

    ReferenceKey key() {
      return ReferenceKey.byKey(cells.get("key"));
    }

    int writers() {
      return Integer.parseInt(cells.get("writers"));
    }

    double number(String column) {
      return Double.parseDouble(cells.get(column));
    }

    long bytes(String column) {
      return Long.parseLong(cells.get(column));
    }

    /** The primary key's growth: PostgreSQL's index; InnoDB's clustered index (data_length). */
    long keyGrowth() {
      return database().equals("postgresql")
          ? bytes("index_bytes") - bytes("index_bytes_before")
          : bytes("heap_bytes") - bytes("heap_bytes_before");
    }

    /** The WAL of this table where known (PostgreSQL with pg_walinspect), else the server's. */
    long wal() {
      return bytes("own_wal_bytes") >= 0 ? bytes("own_wal_bytes") : bytes("wal_bytes");
    }
  }

  public static void main(String[] args) throws IOException {
    Path csv = Path.of(args.length > 0 ? args[0] : "docs/benchmarks/reference-benchmark.csv");
    List<Phase> phases =
        Charts.readCsv(csv, ReferenceBenchmark.CSV_HEADER).stream().map(Phase::new).toList();
    String base = csv.toString().replaceFirst("\\.csv$", "");
    Map<String, ToDoubleFunction<Phase>> rate = new LinkedHashMap<>();
    Map<String, ToDoubleFunction<Phase>> growth = new LinkedHashMap<>();
    Map<String, ToDoubleFunction<Phase>> wal = new LinkedHashMap<>();
    for (int w : phases.stream().map(Phase::writers).distinct().toList()) {
      String name = w + (w == 1 ? " writer" : " writers");
      rate.put(name, byWriters(w, p -> p.number("rows_per_s")));
      growth.put(name, byWriters(w, p -> mib(p.keyGrowth())));
      wal.put(name, byWriters(w, p -> mib(p.wal())));
    }
    String million =
        String.format(
            Locale.ROOT,
            "%,d rows into %,d",
            phases.get(0).bytes("rows"),
            phases.get(0).bytes("base_rows"));
    write(phases, base + "-rate.png", "rows/s inserting " + million, "rows/s", rate);
    Map<String, ToDoubleFunction<Phase>> size = new LinkedHashMap<>();
    size.put(
        "table (PostgreSQL heap; InnoDB clustered index with the rows)",
        byWriters(1, p -> mib(p.bytes("heap_bytes"))));
    size.put(
        "primary-key index (PostgreSQL)",
        byWriters(
            1, p -> p.database().equals("postgresql") ? mib(p.bytes("index_bytes")) : Double.NaN));
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

  /** One bar chart per database, side by side in one PNG: a group per key, a bar per series. */
  private static void write(
      List<Phase> phases,
      String file,
      String what,
      String yTitle,
      Map<String, ToDoubleFunction<Phase>> series)
      throws IOException {
    List<CategoryChart> panels = new ArrayList<>();
    for (String database : phases.stream().map(Phase::database).distinct().toList()) {
      List<Phase> ofDatabase = phases.stream().filter(p -> p.database().equals(database)).toList();
      List<String> keys = ofDatabase.stream().map(p -> p.key().key).distinct().toList();
      CategoryChart chart =
          Charts.bars(
              760,
              520,
              (database.equals("postgresql") ? "PostgreSQL" : "MariaDB (InnoDB)") + ": " + what,
              "",
              yTitle);
      chart.getStyler().setChartTitleFont(chart.getStyler().getChartTitleFont().deriveFont(13f));
      int s = 0;
      for (Map.Entry<String, ToDoubleFunction<Phase>> one : series.entrySet()) {
        // A key's last value that is a number; XChart draws no bar for null.
        List<Double> values =
            keys.stream()
                .map(
                    key ->
                        ofDatabase.stream()
                            .filter(p -> p.key().key.equals(key))
                            .map(p -> one.getValue().applyAsDouble(p))
                            .filter(v -> !Double.isNaN(v))
                            .reduce((earlier, later) -> later)
                            .orElse(null))
                .toList();
        if (values.stream().anyMatch(Objects::nonNull)) {
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
    Table out =
        new Table(
            "lllrrrrrrrrrrr",
            "database | key | base load | writers | rows/s | ours ÷ this | table MiB | PK index MiB"
                + " | total MiB | PK growth MiB | WAL MiB (own; full pages) | server WAL/redo MiB"
                + " | leaf density % | load");
    for (Phase p : phases) {
      double ours =
          phases.stream()
              .filter(q -> q.database().equals(p.database()) && q.writers() == p.writers())
              .filter(q -> q.key() == ReferenceKey.OBJECT_ID)
              .mapToDouble(q -> q.number("rows_per_s"))
              .reduce((earlier, later) -> later)
              .orElse(Double.NaN);
      double rate = p.number("rows_per_s");
      boolean postgres = p.database().equals("postgresql");
      out.row(
          "%s | %s | %s, %.0f s | %d | %,.0f | %s | %,.1f | %s | %,.1f | %,.1f | %s | %,.1f | %s | %s",
          postgres ? "PostgreSQL" : "MariaDB",
          p.key() == ReferenceKey.OBJECT_ID ? "**" + p.key().label + "**" : p.key().label,
          p.cells().get("base_load"),
          p.number("base_load_seconds"),
          p.writers(),
          rate,
          Double.isNaN(ours) ? "–" : times(ours / rate),
          mib(p.bytes("heap_bytes")),
          postgres
              ? String.format(Locale.ROOT, "%,.1f", mib(p.bytes("index_bytes")))
              : "(clustered)",
          mib(p.bytes("total_bytes")),
          mib(p.keyGrowth()),
          p.bytes("own_wal_bytes") >= 0
              ? String.format(
                  Locale.ROOT,
                  "%,.1f; %,.1f",
                  mib(p.bytes("own_wal_bytes")),
                  mib(p.bytes("own_fpi_bytes")))
              : "–",
          mib(p.bytes("wal_bytes")),
          p.cells().get("avg_leaf_density").isEmpty() ? "–" : p.cells().get("avg_leaf_density"),
          p.cells().get("load_average"));
    }
    return out.toString();
  }
}
