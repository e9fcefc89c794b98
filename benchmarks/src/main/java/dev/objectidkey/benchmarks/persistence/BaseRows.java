package dev.objectidkey.benchmarks.persistence;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Enumeration;
import java.util.SplittableRandom;
import java.util.function.LongFunction;

/**
 * The base rows of {@link ReferenceBenchmark} as CSV, made while the database reads them, so that
 * they never sit in memory or in a file ({@code docs/benchmarks/results.md}, "Reference benchmark",
 * step 1). Columns: key (absent for the identity column), customer and amount_cents as {@link
 * OrderRow#fill}, created_at (UTC, {@code yyyy-MM-dd HH:mm:ss.SSSSSS}).
 */
final class BaseRows {

  private static final DateTimeFormatter SECOND =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  private final LongFunction<String> keys;
  private final long rows;
  private final double meanGapMicros;
  private final SplittableRandom arrivals;
  private final String zoneSuffix;

  private long row;
  private double micros;
  private long second = Long.MIN_VALUE;
  private String secondText;

  /** History up to about {@code endMicros}; {@code zoneSuffix} is {@code +00} for timestamptz. */
  BaseRows(
      LongFunction<String> keys,
      long rows,
      double ratePerSecond,
      long endMicros,
      long seed,
      String zoneSuffix) {
    this.keys = keys;
    this.rows = rows;
    this.meanGapMicros = 1e6 / ratePerSecond;
    this.arrivals = new SplittableRandom(seed);
    this.zoneSuffix = zoneSuffix;
    this.micros = endMicros - rows * meanGapMicros;
  }

  /** The simulated time of the last row made so far, in epoch microseconds. */
  long lastMicros() {
    return (long) micros;
  }

  /** The rows as one stream, made 4,096 at a time as it is read. */
  InputStream stream() {
    return new SequenceInputStream(
        new Enumeration<InputStream>() {
          @Override
          public boolean hasMoreElements() {
            return row < rows;
          }

          @Override
          public InputStream nextElement() {
            return new ByteArrayInputStream(next4096());
          }
        });
  }

  private byte[] next4096() {
    StringBuilder lines = new StringBuilder(4096 * 96);
    for (long end = Math.min(rows, row + 4096); row < end; row++) {
      // Exponential gaps: a Poisson process of arrivals.
      micros += -Math.log(1 - arrivals.nextDouble()) * meanGapMicros;
      long now = (long) micros;
      String key = keys.apply(now);
      if (key != null) {
        lines.append(key).append(',');
      }
      lines
          .append("customer-")
          .append(row * 7919 % 10_000)
          .append(',')
          .append(row * 31 % 1_000_000)
          .append(',')
          .append(timestamp(now))
          .append(zoneSuffix)
          .append('\n');
    }
    return lines.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** The date and second are formatted once per second; the fraction is appended. */
  private String timestamp(long epochMicros) {
    long s = Math.floorDiv(epochMicros, 1_000_000);
    if (s != second) {
      second = s;
      secondText = SECOND.format(LocalDateTime.ofEpochSecond(s, 0, ZoneOffset.UTC)) + ".";
    }
    String fraction = Long.toString(Math.floorMod(epochMicros, 1_000_000) + 1_000_000);
    return secondText + fraction.substring(1);
  }
}
