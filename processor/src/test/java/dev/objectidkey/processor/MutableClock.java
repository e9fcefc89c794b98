package dev.objectidkey.processor;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock a test moves by hand, to simulate ids made in different seconds or a step back. */
final class MutableClock extends Clock {
  private volatile Instant now;

  MutableClock(Instant start) {
    this.now = start;
  }

  void set(Instant instant) {
    now = instant;
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
    throw new UnsupportedOperationException("a test clock is always UTC");
  }
}
