package dev.objectidkey.sample.cli;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/** A clock the demo moves by hand, to make ids as if they were made seconds apart. */
final class DemoClock implements Supplier<Instant> {

  private final Instant start;
  private Instant now;

  DemoClock(Instant start) {
    this.start = start;
    this.now = start;
  }

  /** Sets the time to {@code seconds} after the start. */
  void setSecondsAfterStart(long seconds) {
    now = start.plus(Duration.ofSeconds(seconds));
  }

  Instant secondsAfterStart(long seconds) {
    return start.plusSeconds(seconds);
  }

  @Override
  public Instant get() {
    return now;
  }
}
