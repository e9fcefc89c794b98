package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * {@code generate(Instant t)}: an id at a chosen second, with the process's random value and the
 * counter that {@code generate()} steps, for backfilling rows that already exist.
 */
class GenerateAtTest {

  private static final Instant PAST = Instant.parse("2019-03-01T10:15:30Z");

  @Test
  void workedExampleSharesTheRandomValueAndTheCounterWithGenerate() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> Instant.ofEpochSecond(1_700_000_000L))
            .randomValue(0x3f2a91c8d4L)
            .counter(12345)
            .build();

    List<TestId> ids =
        generator.call(() -> List.of(TestId.generate(), TestId.generate(PAST), TestId.generate()));

    assertEquals("6553f1003f2a91c8d4003039", ids.get(0).toHexString());
    // 0x5c790642 is 2019-03-01T10:15:30Z; the counter goes on from the generate() before.
    assertEquals("5c7906423f2a91c8d400303a", ids.get(1).toHexString());
    assertEquals("6553f1003f2a91c8d400303b", ids.get(2).toHexString());
  }

  @Test
  void timestampIsTheChosenInstantTruncatedToItsSecond() {
    assertEquals(PAST, TestId.generate(PAST.plusMillis(999)).getTimestamp());
    assertEquals(PAST, TestId.generate(PAST.plusNanos(1)).getTimestamp());
    assertEquals(PAST, TestId.generate(PAST).getTimestamp());
  }

  @Test
  void aMillionIdsForOnePastSecondNeverRepeatAndIncreaseInTheOrderMade() {
    // Counter 0: no wrap within a million, so every id is greater than the one before.
    ObjectIdGenerator generator = ObjectIdGenerator.builder().counter(0).build();
    generator.run(
        () -> {
          TestId previous = TestId.generate(PAST);
          for (int i = 1; i < 1_000_000; i++) {
            TestId next = TestId.generate(PAST);
            TestId before = previous;
            assertTrue(before.compareTo(next) < 0, () -> next + " after " + before);
            assertEquals(PAST, next.getTimestamp());
            previous = next;
          }
        });
  }

  @Test
  void processWideIdsForOneSecondAreDistinctAndIncreaseExceptAtTheOneCounterWrap() {
    // The process-wide counter starts at a random value, so the wrap can fall in this run; it
    // is the only place where an id may be smaller than the one before, as documented.
    int count = 200_000;
    List<TestId> ids = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ids.add(TestId.generate(PAST));
    }
    assertEquals(count, new HashSet<>(ids).size(), "no repeat");
    int descents = 0;
    for (int i = 1; i < count; i++) {
      if (ids.get(i).compareTo(ids.get(i - 1)) < 0) {
        descents++;
        assertTrue(ids.get(i - 1).toHexString().endsWith("ffffff"), () -> "wrap " + ids);
        assertTrue(ids.get(i).toHexString().endsWith("000000"), () -> "wrap " + ids);
      }
    }
    assertTrue(descents <= 1, "at most the one wrap, got " + descents);
  }

  @Test
  void counterWrapWithinOneSecondRepeatsNothingButRestartsTheOrder() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> Instant.ofEpochSecond(1_700_000_000L))
            .randomValue(1)
            .counter(0xfffffe)
            .build();
    List<TestId> ids =
        generator.call(
            () -> List.of(TestId.generate(PAST), TestId.generate(PAST), TestId.generate(PAST)));
    assertEquals("5c7906420000000001fffffe", ids.get(0).toHexString());
    assertEquals("5c7906420000000001ffffff", ids.get(1).toHexString());
    assertEquals("5c7906420000000001000000", ids.get(2).toHexString());
    assertEquals(3, Set.copyOf(ids).size());
  }

  @Test
  void generateKeepsIncreasingAfterIdsAtPastSecondsAndAcrossTheirWrap() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> Instant.ofEpochSecond(1_700_000_000L))
            .counter(0xfffff0)
            .build();
    generator.run(
        () -> {
          TestId before = TestId.generate();
          for (int i = 0; i < 100; i++) {
            TestId.generate(PAST);
          }
          TestId after = TestId.generate();
          assertTrue(before.compareTo(after) < 0, () -> before + " then " + after);
        });
  }

  @Test
  void rangeEndsAreAcceptedAndTheirFractionIsDropped() {
    assertEquals(ObjectIdCodec.MIN_INSTANT, TestId.generate(Instant.EPOCH).getTimestamp());
    assertEquals(
        ObjectIdCodec.MAX_INSTANT,
        TestId.generate(ObjectIdCodec.MAX_INSTANT.plusNanos(999_999_999)).getTimestamp());
    assertTrue(TestId.generate(ObjectIdCodec.MAX_INSTANT).toHexString().startsWith("ffffffff"));
  }

  @Test
  void instantsOutsideTheRangeAreRejectedNamingTheValueAndTheRange() {
    for (Instant bad :
        List.of(
            ObjectIdCodec.MAX_INSTANT.plusSeconds(1),
            Instant.EPOCH.minusNanos(1),
            Instant.parse("1969-07-20T20:17:40Z"))) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> TestId.generate(bad));
      assertEquals(
          "Invalid TestId timestamp "
              + bad
              + ": expected an Instant from 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z, the"
              + " range of the 4-byte unsigned seconds field",
          e.getMessage());
    }
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TestId.generate((Instant) null));
    assertEquals(
        "Invalid TestId timestamp: got null; expected an Instant from 1970-01-01T00:00:00Z to"
            + " 2106-02-07T06:28:15Z",
        e.getMessage());
  }

  @Test
  void aRejectedInstantTakesNoCounterValue() {
    ObjectIdGenerator generator = ObjectIdGenerator.builder().randomValue(0).counter(5).build();
    generator.run(
        () -> {
          assertThrows(
              IllegalArgumentException.class,
              () -> TestId.generate(ObjectIdCodec.MAX_INSTANT.plusSeconds(1)));
          assertTrue(TestId.generate(PAST).toHexString().endsWith("0000000000000005"));
        });
  }

  @Property(tries = 2000)
  void anyInstantInRangeBecomesTheTimestampTruncatedToItsSecond(
      @ForAll @LongRange(min = 0, max = 0xFFFF_FFFFL) long second,
      @ForAll @IntRange(min = 0, max = 999_999_999) int nanos) {
    Instant t = Instant.ofEpochSecond(second, nanos);
    TestId id = TestId.generate(t);
    assertEquals(Instant.ofEpochSecond(second), id.getTimestamp());
    assertEquals(String.format("%08x", second), id.toHexString().substring(0, 8));
    assertEquals(id, TestId.parse(id.toHexString()));
  }

  @Property(tries = 200)
  void idsForOneSecondFromOneGeneratorNeverRepeatAndIncrease(
      @ForAll @LongRange(min = 0, max = 0xFFFF_FFFFL) long second,
      @ForAll @IntRange(min = 0, max = 0xff0000) int counter,
      @ForAll @IntRange(min = 2, max = 5000) int count) {
    Instant t = Instant.ofEpochSecond(second);
    ObjectIdGenerator generator = ObjectIdGenerator.builder().counter(counter).build();
    List<TestId> ids =
        generator.call(
            () -> {
              List<TestId> made = new ArrayList<>(count);
              for (int i = 0; i < count; i++) {
                made.add(TestId.generate(t));
              }
              return made;
            });
    for (int i = 1; i < count; i++) {
      assertTrue(ids.get(i - 1).compareTo(ids.get(i)) < 0);
    }
  }
}
