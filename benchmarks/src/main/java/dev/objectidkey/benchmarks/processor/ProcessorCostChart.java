package dev.objectidkey.benchmarks.processor;

import dev.objectidkey.benchmarks.processor.ProcessorCostBenchmark.Series;
import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** Draws javac's median wall time against the entity count, one line per {@link Build}. */
final class ProcessorCostChart {

  private static final Map<Build, Color> COLORS =
      Map.of(
          Build.NO_PROCESSOR, new Color(0x55, 0x55, 0x55),
          Build.OBJECTIDKEY, new Color(0x1f, 0x77, 0xb4),
          Build.HIBERNATE, new Color(0xd6, 0x27, 0x28),
          Build.BOTH, new Color(0x2c, 0xa0, 0x2c));

  private ProcessorCostChart() {}

  static void write(List<Series> results, Path file, int iterations, String loading)
      throws IOException {
    XYChart chart =
        new XYChartBuilder()
            .width(900)
            .height(560)
            .title(
                String.format(
                    Locale.ROOT,
                    "javac time against entity count (median of %d, processors loaded %s)",
                    iterations,
                    loading.equals("fresh") ? "per compile" : "once"))
            .xAxisTitle("@ObjectIdKey JPA entities (log scale)")
            .yAxisTitle("wall time per compile, s (log scale)")
            .build();
    XYStyler styler = chart.getStyler();
    styler.setXAxisLogarithmic(true);
    styler.setYAxisLogarithmic(true);
    styler.setXAxisDecimalPattern("#,###");
    styler.setYAxisDecimalPattern("0.###");
    styler.setPlotGridLinesVisible(true);
    styler.setLegendPosition(LegendPosition.InsideNW);
    styler.setChartBackgroundColor(Color.WHITE);
    Map<Build, List<Series>> byBuild = new LinkedHashMap<>();
    for (Series series : results) {
      byBuild.computeIfAbsent(series.build(), build -> new ArrayList<>()).add(series);
    }
    byBuild.forEach(
        (build, points) -> {
          double[] x = points.stream().mapToDouble(Series::entities).toArray();
          double[] y = points.stream().mapToDouble(Series::medianWallSeconds).toArray();
          XYSeries line = chart.addSeries(build.label, x, y);
          line.setMarker(SeriesMarkers.CIRCLE);
          line.setMarkerColor(COLORS.get(build));
          line.setLineColor(COLORS.get(build));
          line.setLineStyle(new BasicStroke(2f));
        });
    String name = file.toString();
    BitmapEncoder.saveBitmap(
        chart, name.substring(0, name.length() - ".png".length()), BitmapFormat.PNG);
  }
}
