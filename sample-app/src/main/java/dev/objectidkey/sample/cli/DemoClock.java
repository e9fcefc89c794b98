package dev.objectidkey.sample.cli;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock the demo moves by hand, to make ids as if they were made seconds apart. */
final class DemoClock extends Clock {

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
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    throw new UnsupportedOperationException("the demo clock is always UTC");
  }
}
