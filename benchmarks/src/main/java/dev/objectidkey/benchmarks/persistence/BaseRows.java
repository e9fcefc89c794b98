package dev.objectidkey.benchmarks.persistence;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;

/**
 * The base rows of {@link ReferenceBenchmark} as CSV, made on demand while the database reads them,
 * so that 20 million rows never sit in memory or in a file: a Poisson process of {@code
 * ratePerSecond} rows a second, in creation order, each key made for its row's moment ({@link
 * ReferenceKey#baseKeys}); the other columns as {@link OrderRow#fill}, in {@code long} arithmetic.
 * Method: {@code docs/benchmarks/results.md}, "Reference benchmark", step 1. Columns: key (absent
 * for the identity column), customer, amount_cents, created_at (UTC, {@code yyyy-MM-dd
 * HH:mm:ss.SSSSSS}).
 */
final class BaseRows extends InputStream {

  private static final DateTimeFormatter SECOND =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  private final ReferenceKey.BaseKeys keys;
  private final long rows;
  private final double meanGapMicros;
  private final SplittableRandom arrivals;
  private final String zoneSuffix;

  private long row;
  private double micros;
  private long second = Long.MIN_VALUE;
  private String secondText;
  private byte[] buffer = new byte[0];
  private int position;

  /** The history ends at about {@code endMicros}; {@code zoneSuffix} is {@code +00} for timestamptz. */
  BaseRows(
      ReferenceKey.BaseKeys keys,
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

  @Override
  public int read() {
    if (position == buffer.length && !fill()) {
      return -1;
    }
    return buffer[position++] & 0xFF;
  }

  @Override
  public int read(byte[] target, int offset, int length) {
    if (length == 0) {
      return 0;
    }
    if (position == buffer.length && !fill()) {
      return -1;
    }
    int n = Math.min(length, buffer.length - position);
    System.arraycopy(buffer, position, target, offset, n);
    position += n;
    return n;
  }

  /** Makes the next 4,096 rows; false at the end. */
  private boolean fill() {
    if (row == rows) {
      return false;
    }
    StringBuilder lines = new StringBuilder(4096 * 96);
    for (long end = Math.min(rows, row + 4096); row < end; row++) {
      // Exponential gaps: a Poisson process of arrivals.
      micros += -Math.log(1 - arrivals.nextDouble()) * meanGapMicros;
      long now = (long) micros;
      String key = keys.next(now);
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
    buffer = lines.toString().getBytes(StandardCharsets.UTF_8);
    position = 0;
    return true;
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
