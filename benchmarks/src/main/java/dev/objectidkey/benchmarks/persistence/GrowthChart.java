package dev.objectidkey.benchmarks.persistence;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import javax.imageio.ImageIO;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws {@link GrowthBenchmark}'s CSV as two PNG files next to it, each with one panel per
 * database and one line per strategy: {@code <csv>-rate.png} (rows per second of each block against
 * the rows in the table after it) and {@code <csv>-pk-index.png} (primary-key index size against
 * the same), and prints the summary table in Markdown. Run on its own it redraws the charts
 * without running the benchmark: {@code GrowthChart docs/benchmarks/insert-growth.csv}.
 */
public final class GrowthChart {

  private static final Map<String, Color> COLORS =
      Map.of(
          "objectid", new Color(0x1f, 0x77, 0xb4),
          "sequence", new Color(0x55, 0x55, 0x55),
          "uuid7", new Color(0x2c, 0xa0, 0x2c),
          "uuid4", new Color(0xd6, 0x27, 0x28));

  private static final Map<String, String> DATABASES =
      Map.of("postgresql", "PostgreSQL", "mariadb", "MariaDB (InnoDB)");

  /** Blocks at the end of a run whose median is the "final rate", steadier than one block. */
  private static final int FINAL_BLOCKS = 4;

  private GrowthChart() {}

  /** One line of the CSV. */
  record Block(
      String database,
      String strategy,
      long targetRows,
      long rowsAfter,
      double rowsPerSecond,
      long pkIndexBytes,
      boolean stoppedAtCap) {}

  /**
   * Draws the charts and prints the table.
   *
   * @param args the CSV file, {@code docs/benchmarks/insert-growth.csv} if none is given
   * @throws IOException if the CSV cannot be read or a chart cannot be written
   */
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
        block -> block.pkIndexBytes() / (1024.0 * 1024.0));
    System.out.println();
    System.out.print(table(runs));
  }

  /** database → strategy → blocks, in the order of the file. */
  static Map<String, Map<String, List<Block>>> read(Path csv) throws IOException {
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    if (lines.isEmpty() || !lines.get(0).equals(GrowthBenchmark.CSV_HEADER)) {
      throw new IllegalArgumentException(
          "Invalid CSV " + csv + ": expected the header " + GrowthBenchmark.CSV_HEADER);
    }
    List<String> columns = Arrays.asList(GrowthBenchmark.CSV_HEADER.split(","));
    Map<String, Map<String, List<Block>>> runs = new LinkedHashMap<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split(",");
      Block block =
          new Block(
              cells[columns.indexOf("database")],
              cells[columns.indexOf("strategy")],
              Long.parseLong(cells[columns.indexOf("target_rows")]),
              Long.parseLong(cells[columns.indexOf("rows_after_block")]),
              Double.parseDouble(cells[columns.indexOf("block_rows_per_s")]),
              Long.parseLong(cells[columns.indexOf("pk_index_bytes")]),
              Boolean.parseBoolean(cells[columns.indexOf("stopped_at_cap")]));
      runs.computeIfAbsent(block.database(), database -> new LinkedHashMap<>())
          .computeIfAbsent(block.strategy(), strategy -> new ArrayList<>())
          .add(block);
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
    List<BufferedImage> panels = new ArrayList<>();
    for (Map.Entry<String, Map<String, List<Block>>> database : runs.entrySet()) {
      XYChart chart =
          new XYChartBuilder()
              .width(720)
              .height(520)
              .title(DATABASES.getOrDefault(database.getKey(), database.getKey()) + ": " + what)
              .xAxisTitle("rows in the table after the block, millions")
              .yAxisTitle(yTitle)
              .build();
      XYStyler styler = chart.getStyler();
      styler.setPlotGridLinesVisible(true);
      // Below the plot, where no line can run under it.
      styler.setLegendPosition(LegendPosition.OutsideS);
      styler.setLegendLayout(LegendLayout.Horizontal);
      styler.setXAxisTickMarkSpacingHint(100);
      styler.setChartBackgroundColor(Color.WHITE);
      styler.setXAxisDecimalPattern("0.##");
      styler.setYAxisDecimalPattern("#,###");
      styler.setYAxisMin(0.0);
      styler.setXAxisMin(0.0);
      database
          .getValue()
          .forEach(
              (strategy, blocks) -> {
                double[] x = blocks.stream().mapToDouble(b -> b.rowsAfter() / 1e6).toArray();
                double[] values = blocks.stream().mapToDouble(y).toArray();
                Block last = blocks.get(blocks.size() - 1);
                String label = GrowthStrategy.byKey(strategy).label;
                if (last.stoppedAtCap()) {
                  label += String.format(Locale.ROOT, " (stopped at cap, %.2fM)", x[x.length - 1]);
                }
                XYSeries line = chart.addSeries(label, x, values);
                line.setMarker(SeriesMarkers.CIRCLE);
                line.setMarkerColor(COLORS.get(strategy));
                line.setLineColor(COLORS.get(strategy));
                // UUID v7 is dashed: on PostgreSQL its index has exactly our size, and the line
                // drawn over ours would hide it.
                line.setLineStyle(
                    strategy.equals("uuid7") ? SeriesLines.DASH_DASH : new BasicStroke(2f));
              });
      panels.add(BitmapEncoder.getBufferedImage(chart));
    }
    writeSideBySide(panels, file);
  }

  /** Writes {@code panels} side by side, on white, as one PNG at {@code file}. */
  static void writeSideBySide(List<BufferedImage> panels, Path file) throws IOException {
    int width = panels.stream().mapToInt(BufferedImage::getWidth).sum();
    int height = panels.stream().mapToInt(BufferedImage::getHeight).max().orElse(1);
    BufferedImage joined = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D graphics = joined.createGraphics();
    graphics.setColor(Color.WHITE);
    graphics.fillRect(0, 0, width, height);
    int x = 0;
    for (BufferedImage panel : panels) {
      graphics.drawImage(panel, x, 0, null);
      x += panel.getWidth();
    }
    graphics.dispose();
    ImageIO.write(joined, "png", file.toFile());
    System.out.println("wrote " + file);
  }

  /** First block, last block, their ratio, final index size, and ours ÷ each at the end. */
  static String table(Map<String, Map<String, List<Block>>> runs) {
    StringBuilder out =
        new StringBuilder(
            "| database | strategy | rows reached | first block, rows/s | last block, rows/s "
                + "| last ÷ first | last 4 blocks (median), rows/s | final PK index, MiB "
                + "| ours ÷ this, last block | ours ÷ this, last 4 blocks |\n"
                + "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    runs.forEach(
        (database, strategies) -> {
          List<Block> ours = strategies.get("objectid");
          strategies.forEach(
              (strategy, blocks) -> {
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
                      String.format(
                          Locale.ROOT,
                          "%.2f×",
                          ours.get(at - 1).rowsPerSecond() / blocks.get(at - 1).rowsPerSecond());
                  vsFinal =
                      String.format(
                          Locale.ROOT, "%.2f×", finalRate(ours, at) / finalRate(blocks, at));
                }
                out.append(
                    String.format(
                        Locale.ROOT,
                        "| %s | %s | %,d%s | %,.0f | %,.0f | %.2f | %,.0f | %.1f | %s | %s |%n",
                        DATABASES.getOrDefault(database, database),
                        strategy.equals("objectid")
                            ? "**" + GrowthStrategy.byKey(strategy).label + "**"
                            : GrowthStrategy.byKey(strategy).label,
                        last.rowsAfter(),
                        last.stoppedAtCap() ? " (cap)" : "",
                        first.rowsPerSecond(),
                        last.rowsPerSecond(),
                        last.rowsPerSecond() / first.rowsPerSecond(),
                        finalRate,
                        last.pkIndexBytes() / (1024.0 * 1024.0),
                        vsLast,
                        vsFinal));
              });
        });
    return out.toString();
  }

  /** The median rate of the {@value #FINAL_BLOCKS} blocks that end at block {@code end - 1}. */
  private static double finalRate(List<Block> blocks, int end) {
    double[] rates =
        blocks.subList(Math.max(0, end - FINAL_BLOCKS), end).stream()
            .mapToDouble(Block::rowsPerSecond)
            .sorted()
            .toArray();
    int mid = rates.length / 2;
    return rates.length % 2 == 1 ? rates[mid] : (rates[mid - 1] + rates[mid]) / 2;
  }
}
