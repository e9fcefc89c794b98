package dev.objectidkey.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/** What the benchmark mains compute from their measurements, and the load they ran under. */
public final class Measures {

  private Measures() {}

  /** The 1-, 5- and 15-minute load averages of the machine, or {@code unknown}. */
  public static String loadAverage() {
    try {
      String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return fields[0] + " " + fields[1] + " " + fields[2];
    } catch (IOException e) {
      return "unknown";
    }
  }

  /** The median: the middle value, or the mean of the two middle values. */
  public static double median(double... values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }

  /** A ratio as the result tables show it, such as {@code 1.25×}. */
  public static String times(double ratio) {
    return String.format(Locale.ROOT, "%.2f×", ratio);
  }

  public static double mib(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }
}
