package dev.objectidkey.benchmarks;

import java.util.Locale;

/**
 * The single-thread generation rate at which ids still never repeat: makes {@code n} ids in a row
 * on one thread and fails at the first that is not strictly greater than the one before (so none
 * repeats), three rounds, printing the rate of each. Above 16,777,216 ids a second, the counter
 * wraps within a second, and the timestamps visibly run ahead of the clock instead of repeating.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.objectidkey.benchmarks.UniqueRate
 * 200000000}
 */
public final class UniqueRate {

  private UniqueRate() {}

  /**
   * Entry point.
   *
   * @param args the number of ids per round (default 200,000,000)
   */
  public static void main(String[] args) {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000_000;
    for (int round = 1; round <= 3; round++) {
      BenchOrderId previous = BenchOrderId.generate();
      long start = System.nanoTime();
      for (int i = 0; i < n; i++) {
        BenchOrderId id = BenchOrderId.generate();
        if (id.compareTo(previous) <= 0) {
          throw new AssertionError("not strictly increasing: " + previous + " then " + id);
        }
        previous = id;
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf(
          Locale.ROOT,
          "round %d: %,d ids in %.2f s = %.1f million ids/s, each greater "
              + "than the last; last id %s, timestamp %s%n",
          round,
          n,
          seconds,
          n / seconds / 1e6,
          previous,
          previous.getTimestamp());
    }
  }
}
