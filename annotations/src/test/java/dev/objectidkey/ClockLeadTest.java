package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** How far a timestamp may run ahead of the clock, and how generation recovers past that. */
class ClockLeadTest {

  private static final Instant NOW = Instant.ofEpochSecond(1_700_000_000L);

  private final AtomicReference<Instant> clock = new AtomicReference<>(NOW);
  private final ObjectIdGenerator generator =
      ObjectIdGenerator.builder()
          .clock(clock::get)
          .randomValue(0x3f2a91c8d4L)
          .counter(12345)
          .build();

  private TestId generate() {
    return generator.call(TestId::generate);
  }

  @Test
  void oneReadingAtTheEndOfTheRangeDoesNotStopGenerationForGood() {
    clock.set(ObjectIdCodec.MAX_INSTANT);
    assertEquals(ObjectIdCodec.MAX_INSTANT, generate().getTimestamp());

    clock.set(NOW);
    TestId after = generate();

    assertEquals(NOW, after.getTimestamp());
    assertEquals("6553f1003f2a91c8d400303a", after.toHexString());
  }

  @Test
  void recoversEvenAfterTheLastSecondsCounterWasUsedUp() {
    ObjectIdGenerator exhausted =
        ObjectIdGenerator.builder().clock(clock::get).counter(0xFFFFFF).build();
    clock.set(ObjectIdCodec.MAX_INSTANT);
    exhausted.call(TestId::generate);
    assertThrows(IllegalStateException.class, () -> exhausted.call(TestId::generate));

    clock.set(NOW);
    assertEquals(NOW, exhausted.call(TestId::generate).getTimestamp());
  }

  @Test
  void aClockStepBackWithinADayKeepsIdsRising() {
    TestId before = generate();
    clock.set(NOW.minus(Duration.ofHours(23)));

    TestId after = generate();

    assertEquals(NOW, after.getTimestamp());
    assertTrue(after.compareBytes(before) > 0, after + " is not after " + before);
  }

  @Test
  void aClockStepBackOfMoreThanADayIsTrusted() {
    generate();
    Instant dayAndASecondEarlier = NOW.minus(Duration.ofDays(1)).minusSeconds(1);
    clock.set(dayAndASecondEarlier);

    assertEquals(dayAndASecondEarlier, generate().getTimestamp());
  }
}
