package dev.objectidkey.benchmarks;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The look that every benchmark chart shares (XChart on white, grid lines, legend below the plot,
 * one colour per key strategy), writing PNG files, and reading the CSV files they are drawn from.
 */
public final class Charts {

  public static final Color BLUE = new Color(0x1f, 0x77, 0xb4);
  public static final Color GREY = new Color(0x55, 0x55, 0x55);
  public static final Color GREEN = new Color(0x2c, 0xa0, 0x2c);
  public static final Color RED = new Color(0xd6, 0x27, 0x28);
  public static final Color ORANGE = new Color(0xff, 0x7f, 0x0e);

  private Charts() {}

  /** A line chart with markers, in the shared look, its y axis from 0 with thousands separators. */
  public static XYChart lines(int width, int height, String title, String x, String y) {
    return styled(new XYChart(width, height), title, x, y);
  }

  /** A bar chart, in the shared look, its y axis from 0 with thousands separators. */
  public static CategoryChart bars(int width, int height, String title, String x, String y) {
    return styled(new CategoryChart(width, height), title, x, y);
  }

  private static <C extends Chart<? extends AxesChartStyler, ?>> C styled(
      C chart, String title, String x, String y) {
    chart.setTitle(title);
    chart.setXAxisTitle(x);
    chart.setYAxisTitle(y);
    AxesChartStyler styler = chart.getStyler();
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotGridLinesVisible(true);
    // Below the plot, where no line can run under it.
    styler.setLegendPosition(LegendPosition.OutsideS);
    styler.setYAxisDecimalPattern("#,###");
    styler.setYAxisMin(0.0);
    return chart;
  }

  /** Adds a solid line of {@code color} with round markers. */
  public static XYSeries line(XYChart chart, String label, double[] x, double[] y, Color color) {
    XYSeries line = chart.addSeries(label, x, y);
    line.setMarker(SeriesMarkers.CIRCLE);
    line.setMarkerColor(color);
    line.setLineColor(color);
    line.setLineStyle(new BasicStroke(2f));
    return line;
  }

  public static void write(Chart<?, ?> chart, Path png) throws IOException {
    // XChart adds ".png" only where the name lacks it.
    BitmapEncoder.saveBitmap(chart, png.toString(), BitmapFormat.PNG);
  }

  /** Writes the charts side by side, on white, as one PNG file {@code png}. */
  public static void writeSideBySide(List<? extends Chart<?, ?>> charts, Path png)
      throws IOException {
    // Not XChart's saveBitmap(List, rows, columns, ...): its PNG differs from the published ones.
    List<BufferedImage> panels = charts.stream().map(BitmapEncoder::getBufferedImage).toList();
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
    ImageIO.write(joined, "png", png.toFile());
    System.out.println("wrote " + png);
  }

  /**
   * The rows of a CSV file written by a benchmark, each a map from column name to cell; fails
   * unless the first line is {@code header}, so a chart is never drawn from the wrong columns.
   */
  public static List<Map<String, String>> readCsv(Path csv, String header) throws IOException {
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    if (lines.isEmpty() || !lines.get(0).equals(header)) {
      throw new IllegalArgumentException(
          "Invalid CSV " + csv + ": expected the header " + header + "; rerun the benchmark");
    }
    String[] columns = header.split(",");
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split(",", -1);
      Map<String, String> row = new LinkedHashMap<>();
      for (int c = 0; c < columns.length; c++) {
        row.put(columns[c], c < cells.length ? cells[c] : "");
      }
      rows.add(row);
    }
    return rows;
  }
}
