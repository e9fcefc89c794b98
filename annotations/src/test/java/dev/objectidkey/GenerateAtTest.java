package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * {@code generateAt(Instant t)}: an id at a chosen second, from the generator's own sequence for
 * such ids (its random value with bit 39 inverted, then its counter, carrying into the random
 * bytes), for backfilling rows that already exist.
 */
class GenerateAtTest {

  private static final Instant PAST = Instant.parse("2019-03-01T10:15:30Z");

  @Test
  void workedExampleInvertsBit39OfTheRandomValueAndLeavesGenerateAlone() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> Instant.ofEpochSecond(1_700_000_000L))
            .randomValue(0x3f2a91c8d4L)
            .counter(12345)
            .build();

    List<TestId> ids =
        generator.call(
            () ->
                List.of(
                    TestId.generate(),
                    TestId.generateAt(PAST),
                    TestId.generate(),
                    TestId.generateAt(PAST)));

    assertEquals("6553f1003f2a91c8d4003039", ids.get(0).toHexString());
    // 0x5c790642 is 2019-03-01T10:15:30Z; 0x3f ^ 0x80 = 0xbf; its own sequence starts at 12345.
    assertEquals("5c790642bf2a91c8d4003039", ids.get(1).toHexString());
    assertEquals("6553f1003f2a91c8d400303a", ids.get(2).toHexString());
    assertEquals("5c790642bf2a91c8d400303a", ids.get(3).toHexString());
  }

  @Test
  void timestampIsTheChosenInstantTruncatedToItsSecond() {
    assertEquals(PAST, TestId.generateAt(PAST.plusMillis(999)).getTimestamp());
    assertEquals(PAST, TestId.generateAt(PAST.plusNanos(1)).getTimestamp());
    assertEquals(PAST, TestId.generateAt(PAST).getTimestamp());
  }

  @Test
  void moreThanTwoToThe24IdsForOneSecondAreDistinctAndIncreaseInTheOrderMade() {
    // Counter 0: the 2^24th id wraps the counter, which carries into the random bytes. Each id
    // greater than the one before means all of them distinct, without holding 16 million ids.
    int count = (1 << 24) + 1000;
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder().randomValue(0x0000000100L).counter(0).build();
    List<String> aroundTheWrap = new ArrayList<>();
    generator.run(
        () -> {
          TestId previous = TestId.generateAt(PAST);
          for (int i = 1; i < count; i++) {
            TestId next = TestId.generateAt(PAST);
            if (next.compareTo(previous) <= 0) {
              throw new AssertionError(next + " after " + previous + " at " + i);
            }
            if (i == (1 << 24) - 1 || i == 1 << 24) {
              aroundTheWrap.add(next.toHexString());
            }
            previous = next;
          }
          assertEquals(PAST, previous.getTimestamp());
        });
    assertEquals(List.of("5c7906428000000100ffffff", "5c7906428000000101000000"), aroundTheWrap);
  }

  @Test
  void processWideIdsForOneSecondAreDistinctAndIncrease() {
    int count = 200_000;
    List<TestId> ids = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ids.add(TestId.generateAt(PAST));
    }
    assertEquals(count, new HashSet<>(ids).size(), "no repeat");
    for (int i = 1; i < count; i++) {
      assertTrue(ids.get(i - 1).compareTo(ids.get(i)) < 0, "increasing at " + i);
    }
  }

  @Test
  void counterWrapCarriesIntoTheRandomBytes() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> Instant.ofEpochSecond(1_700_000_000L))
            .randomValue(1)
            .counter(0xfffffe)
            .build();
    List<TestId> ids =
        generator.call(
            () ->
                List.of(TestId.generateAt(PAST), TestId.generateAt(PAST), TestId.generateAt(PAST)));
    assertEquals("5c7906428000000001fffffe", ids.get(0).toHexString());
    assertEquals("5c7906428000000001ffffff", ids.get(1).toHexString());
    assertEquals("5c7906428000000002000000", ids.get(2).toHexString());
  }

  @Test
  void idsAtTheCurrentSecondNeverEqualThoseOfGenerate() {
    // Same clock second, same random value, same counter start: only bit 39 tells them apart.
    Instant now = Instant.ofEpochSecond(1_700_000_000L);
    for (long random : List.of(0L, 0x8000000000L, 0xffffffffffL, 0x7fffffffffL)) {
      ObjectIdGenerator generator =
          ObjectIdGenerator.builder().clock(() -> now).randomValue(random).counter(7).build();
      Set<TestId> ids = new HashSet<>();
      generator.run(
          () -> {
            for (int i = 0; i < 10_000; i++) {
              TestId made = TestId.generate();
              TestId at = TestId.generateAt(now);
              assertNotEquals(made, at);
              assertEquals(made.getTimestamp(), at.getTimestamp());
              ids.add(made);
              ids.add(at);
            }
          });
      assertEquals(20_000, ids.size(), "random value " + Long.toHexString(random));
    }
  }

  @Test
  void generateKeepsIncreasingAfterIdsAtPastSeconds() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> Instant.ofEpochSecond(1_700_000_000L))
            .counter(0xfffff0)
            .build();
    generator.run(
        () -> {
          TestId before = TestId.generate();
          for (int i = 0; i < 100; i++) {
            TestId.generateAt(PAST);
          }
          TestId after = TestId.generate();
          assertTrue(before.compareTo(after) < 0, () -> before + " then " + after);
        });
  }

  @Test
  void rangeEndsAreAcceptedAndTheirFractionIsDropped() {
    assertEquals(ObjectIdCodec.MIN_INSTANT, TestId.generateAt(Instant.EPOCH).getTimestamp());
    assertEquals(
        ObjectIdCodec.MAX_INSTANT,
        TestId.generateAt(ObjectIdCodec.MAX_INSTANT.plusNanos(999_999_999)).getTimestamp());
    assertTrue(TestId.generateAt(ObjectIdCodec.MAX_INSTANT).toHexString().startsWith("ffffffff"));
  }

  @Test
  void instantsOutsideTheRangeAreRejectedNamingTheValueAndTheRange() {
    for (Instant bad :
        List.of(
            ObjectIdCodec.MAX_INSTANT.plusSeconds(1),
            Instant.EPOCH.minusNanos(1),
            Instant.parse("1969-07-20T20:17:40Z"))) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> TestId.generateAt(bad));
      assertEquals(
          "Invalid TestId timestamp "
              + bad
              + ": expected an Instant from 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z, the"
              + " range of the 4-byte unsigned seconds field",
          e.getMessage());
    }
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TestId.generateAt(null));
    assertEquals(
        "Invalid TestId timestamp: got null; expected an Instant from 1970-01-01T00:00:00Z to"
            + " 2106-02-07T06:28:15Z",
        e.getMessage());
  }

  @Test
  void aRejectedInstantTakesNoSequenceValue() {
    ObjectIdGenerator generator = ObjectIdGenerator.builder().randomValue(0).counter(5).build();
    generator.run(
        () -> {
          assertThrows(
              IllegalArgumentException.class,
              () -> TestId.generateAt(ObjectIdCodec.MAX_INSTANT.plusSeconds(1)));
          assertTrue(TestId.generateAt(PAST).toHexString().endsWith("8000000000000005"));
        });
  }

  @Property(tries = 2000)
  void anyInstantInRangeBecomesTheTimestampTruncatedToItsSecond(
      @ForAll @LongRange(min = 0, max = 0xFFFF_FFFFL) long second,
      @ForAll @IntRange(min = 0, max = 999_999_999) int nanos) {
    Instant t = Instant.ofEpochSecond(second, nanos);
    TestId id = TestId.generateAt(t);
    assertEquals(Instant.ofEpochSecond(second), id.getTimestamp());
    assertEquals(String.format("%08x", second), id.toHexString().substring(0, 8));
    assertEquals(id, TestId.parse(id.toHexString()));
  }

  @Property(tries = 200)
  void idsForOneSecondFromOneGeneratorNeverRepeatAndIncrease(
      @ForAll @LongRange(min = 0, max = 0x7f_ffff_fffeL) long random,
      @ForAll @IntRange(min = 0, max = 0xffffff) int counter,
      @ForAll @IntRange(min = 2, max = 5000) int count) {
    Instant t = PAST;
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder().randomValue(random).counter(counter).build();
    List<TestId> ids =
        generator.call(
            () -> {
              List<TestId> made = new ArrayList<>(count);
              for (int i = 0; i < count; i++) {
                made.add(TestId.generateAt(t));
              }
              return made;
            });
    for (int i = 1; i < count; i++) {
      assertTrue(ids.get(i - 1).compareTo(ids.get(i)) < 0);
    }
  }
}
