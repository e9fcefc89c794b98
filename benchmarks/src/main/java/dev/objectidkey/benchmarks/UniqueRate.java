package dev.objectidkey.benchmarks;

import java.util.Locale;

/**
 * The single-thread generation rate at which ids still never repeat: three rounds of {@code n} ids
 * in a row, failing at the first that is not greater than the one before. How to run it and what
 * it showed: docs/benchmarks/results.md, "Generation rate without a duplicate".
 */
public final class UniqueRate {

  private UniqueRate() {}

  /** Runs it; {@code args}: the number of ids per round (default 200,000,000). */
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
