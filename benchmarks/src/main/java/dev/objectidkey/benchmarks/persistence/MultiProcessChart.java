package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.persistence.MultiProcessBenchmark.Run;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler.LegendPosition;

/** Draws the total insert rate of each strategy against the number of processes. */
final class MultiProcessChart {

  private static final Map<ProcessKeyStrategy, Color> COLORS =
      Map.of(
          ProcessKeyStrategy.OBJECT_ID, new Color(0x1f, 0x77, 0xb4),
          ProcessKeyStrategy.SEQUENCE, new Color(0x55, 0x55, 0x55));

  private MultiProcessChart() {}

  static void write(
      Map<Integer, Map<ProcessKeyStrategy, Run>> medians, Path file, int rowsPerProcess, int rounds)
      throws IOException {
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(900)
            .height(520)
            .title(
                String.format(
                    Locale.ROOT,
                    "PostgreSQL, one table: total Hibernate inserts/s (%,d rows per process,"
                        + " median of %d)",
                    rowsPerProcess,
                    rounds))
            .xAxisTitle("application processes (JVMs) inserting at once, on 2 cores")
            .yAxisTitle("rows/s, all processes together")
            .build();
    CategoryStyler styler = chart.getStyler();
    styler.setLegendPosition(LegendPosition.OutsideS);
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotGridLinesVisible(true);
    styler.setYAxisDecimalPattern("#,###");
    styler.setYAxisMin(0.0);
    List<String> processes = new ArrayList<>();
    medians.keySet().forEach(p -> processes.add(String.valueOf(p)));
    for (ProcessKeyStrategy strategy : ProcessKeyStrategy.values()) {
      List<Double> rates = new ArrayList<>();
      medians.values().forEach(byStrategy -> rates.add(byStrategy.get(strategy).totalRate()));
      CategorySeries series = chart.addSeries(strategy.label, processes, rates);
      series.setFillColor(COLORS.get(strategy));
    }
    String name = file.toString();
    BitmapEncoder.saveBitmap(
        chart, name.substring(0, name.length() - ".png".length()), BitmapFormat.PNG);
  }
}
