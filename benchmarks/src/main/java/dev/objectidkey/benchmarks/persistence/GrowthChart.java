package dev.objectidkey.benchmarks.persistence;

import static dev.objectidkey.benchmarks.Measures.mib;
import static dev.objectidkey.benchmarks.Measures.times;

import dev.objectidkey.benchmarks.Charts;
import dev.objectidkey.benchmarks.Measures;
import dev.objectidkey.benchmarks.Table;
import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.lines.SeriesLines;

/**
 * Draws {@link GrowthBenchmark}'s CSV as {@code <csv>-rate.png} and {@code <csv>-pk-index.png}, a
 * panel per database and a line per strategy, and prints the summary table in Markdown. Run alone,
 * it redraws them from the CSV ({@code benchmarks/README.md}, "Run the growth benchmark").
 */
public final class GrowthChart {

  private static final Map<String, String> DATABASES =
      Map.of("postgresql", "PostgreSQL", "mariadb", "MariaDB (InnoDB)");

  /** Blocks at the end of a run whose median is the "final rate", steadier than one block. */
  private static final int FINAL_BLOCKS = 4;

  private GrowthChart() {}

  /** The columns of one line of the CSV that the charts and the table use. */
  record Block(long rowsAfter, double rowsPerSecond, long pkIndexBytes, boolean stoppedAtCap) {}

  public static void main(String[] args) throws IOException {
    Path csv = Path.of(args.length > 0 ? args[0] : "docs/benchmarks/insert-growth.csv");
    Map<String, Map<String, List<Block>>> runs = read(csv);
    String base = csv.toString().replaceFirst("\\.csv$", "");
    write(
        runs,
        Path.of(base + "-rate.png"),
        "inserts per second of each block",
        "rows/s (block of " + blockLabel(runs) + ")",
        Block::rowsPerSecond);
    write(
        runs,
        Path.of(base + "-pk-index.png"),
        "primary-key index size",
        "primary-key index, MiB",
        block -> mib(block.pkIndexBytes()));
    System.out.println();
    System.out.print(table(runs));
  }

  /** database → strategy → blocks, in the order of the file. */
  static Map<String, Map<String, List<Block>>> read(Path csv) throws IOException {
    Map<String, Map<String, List<Block>>> runs = new LinkedHashMap<>();
    for (Map<String, String> row : Charts.readCsv(csv, GrowthBenchmark.CSV_HEADER)) {
      runs.computeIfAbsent(row.get("database"), database -> new LinkedHashMap<>())
          .computeIfAbsent(row.get("strategy"), strategy -> new ArrayList<>())
          .add(
              new Block(
                  Long.parseLong(row.get("rows_after_block")),
                  Double.parseDouble(row.get("block_rows_per_s")),
                  Long.parseLong(row.get("pk_index_bytes")),
                  Boolean.parseBoolean(row.get("stopped_at_cap"))));
    }
    return runs;
  }

  private static String blockLabel(Map<String, Map<String, List<Block>>> runs) {
    List<Block> first = runs.values().iterator().next().values().iterator().next();
    return String.format(Locale.ROOT, "%,d rows", first.get(0).rowsAfter());
  }

  /** One panel per database, side by side, each its own XChart chart, joined into one PNG. */
  private static void write(
      Map<String, Map<String, List<Block>>> runs,
      Path file,
      String what,
      String yTitle,
      ToDoubleFunction<Block> y)
      throws IOException {
    List<XYChart> panels = new ArrayList<>();
    for (Map.Entry<String, Map<String, List<Block>>> database : runs.entrySet()) {
      XYChart chart =
          Charts.lines(
              720,
              520,
              DATABASES.getOrDefault(database.getKey(), database.getKey()) + ": " + what,
              "rows in the table after the block, millions",
              yTitle);
      chart.getStyler().setLegendLayout(LegendLayout.Horizontal);
      chart.getStyler().setXAxisTickMarkSpacingHint(100);
      chart.getStyler().setXAxisDecimalPattern("0.##");
      chart.getStyler().setXAxisMin(0.0);
      database
          .getValue()
          .forEach(
              (strategy, blocks) -> {
                double[] x = blocks.stream().mapToDouble(b -> b.rowsAfter() / 1e6).toArray();
                double[] values = blocks.stream().mapToDouble(y).toArray();
                GrowthStrategy known = GrowthStrategy.byKey(strategy);
                String label = known.label;
                if (blocks.get(blocks.size() - 1).stoppedAtCap()) {
                  label += String.format(Locale.ROOT, " (stopped at cap, %.2fM)", x[x.length - 1]);
                }
                // UUID v7 is dashed: on PostgreSQL its index has exactly our size, and the line
                // drawn over ours would hide it.
                Charts.line(chart, label, x, values, known.color)
                    .setLineStyle(
                        strategy.equals("uuid7") ? SeriesLines.DASH_DASH : new BasicStroke(2f));
              });
      panels.add(chart);
    }
    Charts.writeSideBySide(panels, file);
  }

  /** First block, last block, their ratio, final index size, and ours ÷ each at the end. */
  static String table(Map<String, Map<String, List<Block>>> runs) {
    Table out =
        new Table(
            "llrrrrrrrr",
            "database | strategy | rows reached | first block, rows/s | last block, rows/s "
                + "| last ÷ first | last 4 blocks (median), rows/s | final PK index, MiB "
                + "| ours ÷ this, last block | ours ÷ this, last 4 blocks");
    runs.forEach(
        (database, strategies) -> {
          List<Block> ours = strategies.get("objectid");
          strategies.forEach(
              (strategy, blocks) -> {
                String label = GrowthStrategy.byKey(strategy).label;
                Block first = blocks.get(0);
                Block last = blocks.get(blocks.size() - 1);
                double finalRate = finalRate(blocks, blocks.size());
                String vsLast = "–";
                String vsFinal = "–";
                if (ours != null) {
                  // Compared where both runs were, so a run stopped at the cap is compared with
                  // ours at the same table size.
                  int at = Math.min(blocks.size(), ours.size());
                  vsLast =
                      times(ours.get(at - 1).rowsPerSecond() / blocks.get(at - 1).rowsPerSecond());
                  vsFinal = times(finalRate(ours, at) / finalRate(blocks, at));
                }
                out.row(
                    "%s | %s | %,d%s | %,.0f | %,.0f | %.2f | %,.0f | %.1f | %s | %s",
                    DATABASES.getOrDefault(database, database),
                    strategy.equals("objectid") ? "**" + label + "**" : label,
                    last.rowsAfter(),
                    last.stoppedAtCap() ? " (cap)" : "",
                    first.rowsPerSecond(),
                    last.rowsPerSecond(),
                    last.rowsPerSecond() / first.rowsPerSecond(),
                    finalRate,
                    mib(last.pkIndexBytes()),
                    vsLast,
                    vsFinal);
              });
        });
    return out.toString();
  }

  /** The median rate of the {@value #FINAL_BLOCKS} blocks that end at block {@code end - 1}. */
  private static double finalRate(List<Block> blocks, int end) {
    return Measures.median(
        blocks.subList(Math.max(0, end - FINAL_BLOCKS), end).stream()
            .mapToDouble(Block::rowsPerSecond)
            .toArray());
  }
}
