package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The two guarantees beyond the BSON specification: no duplicates within a process at any rate,
 * and strictly increasing ids, also across a counter wrap and a clock that steps back.
 */
class GeneratorGuaranteesTest {

  private static final Instant START = Instant.ofEpochSecond(1_700_000_000L);

  @Test
  void fourThreadsMakingFiveMillionIdsEachGetNoDuplicateAndEachThreadStrictlyIncreases()
      throws Exception {
    int threads = 4;
    int perThread = 5_000_000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    List<Future<long[][]>> results = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      results.add(
          pool.submit(
              () -> {
                start.await();
                long[] high = new long[perThread];
                long[] low = new long[perThread];
                TestId previous = null;
                for (int i = 0; i < perThread; i++) {
                  TestId id = TestId.generate();
                  if (previous != null && id.compareTo(previous) <= 0) {
                    throw new AssertionError(
                        id + " does not follow " + previous + " on one thread");
                  }
                  byte[] bytes = id.toByteArray();
                  high[i] = toLong(bytes, 0, 4);
                  low[i] = toLong(bytes, 4, 8);
                  previous = id;
                }
                return new long[][] {high, low};
              }));
    }
    start.countDown();
    List<long[][]> all = new ArrayList<>();
    for (Future<long[][]> result : results) {
      all.add(result.get());
    }
    pool.shutdown();

    // One process-wide random value, so an id is unique iff (timestamp, counter) is: pack both
    // into one long (32 + 24 bits) and look for a repeat after sorting.
    long[] packed = new long[threads * perThread];
    int n = 0;
    for (long[][] result : all) {
      for (int i = 0; i < perThread; i++) {
        packed[n++] = (result[0][i] << 24) | (result[1][i] & 0xFF_FFFFL);
      }
    }
    assertEquals(
        1,
        Arrays.stream(all.get(0)[1]).map(low -> low >>> 24).distinct().count(),
        "one random value per process");
    Arrays.sort(packed);
    for (int i = 1; i < packed.length; i++) {
      if (packed[i] == packed[i - 1]) {
        throw new AssertionError("duplicate id " + Long.toHexString(packed[i]));
      }
    }
  }

  @Test
  void moreThanACountersWorthOfIdsInOneSimulatedSecondNeverRepeatAndKeepIncreasing() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> START)
            .randomValue(0x0102030405L)
            .counter(0xFFFFF0)
            .build();
    int count = (1 << 24) + 1_000;

    generator.run(
        () -> {
          TestId first = TestId.generate();
          TestId previous = first;
          for (int i = 1; i < count; i++) {
            TestId id = TestId.generate();
            if (id.compareTo(previous) <= 0) {
              throw new AssertionError(id + " does not follow " + previous);
            }
            previous = id;
          }
          // 16 ids fit before the counter wraps; the wrap and each further 2^24 ids move the
          // timestamp one second ahead of the frozen clock instead of repeating an id.
          assertEquals(START, first.getTimestamp());
          assertEquals(START.plusSeconds(2), previous.getTimestamp());
        });
  }

  @Test
  void clockSteppingBackKeepsIdsIncreasingAtTheLastTimestampUntilItCatchesUp() {
    AtomicReference<Instant> clock = new AtomicReference<>(START);
    ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock::get).build();

    generator.run(
        () -> {
          TestId before = TestId.generate();
          clock.set(START.minusSeconds(3600));
          TestId afterStepBack = TestId.generate();
          TestId next = TestId.generate();
          clock.set(START.plusSeconds(1));
          TestId caughtUp = TestId.generate();

          assertTrue(afterStepBack.compareTo(before) > 0);
          assertTrue(next.compareTo(afterStepBack) > 0);
          assertEquals(START, afterStepBack.getTimestamp(), "keeps the last timestamp used");
          assertTrue(caughtUp.compareTo(next) > 0);
          assertEquals(START.plusSeconds(1), caughtUp.getTimestamp(), "back on the wall clock");
        });
  }

  @Test
  void counterRunsOnAcrossSecondsAsTheSpecificationSays() {
    AtomicReference<Instant> clock = new AtomicReference<>(START);
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(clock::get)
            .randomValue(0x3f2a91c8d4L)
            .counter(12345)
            .build();
    generator.run(
        () -> {
          assertEquals("6553f1003f2a91c8d4003039", TestId.generate().toHexString());
          clock.set(START.plusSeconds(1));
          assertEquals("6553f1013f2a91c8d400303a", TestId.generate().toHexString());
        });
  }

  @Test
  void testGeneratorAppliesOnlyInsideItsScopeAndOnlyOnItsThread() throws Exception {
    ObjectIdGenerator fixed =
        ObjectIdGenerator.builder()
            .clock(() -> START)
            .randomValue(0x3f2a91c8d4L)
            .counter(1)
            .build();
    Instant realNow = Instant.now();

    fixed.run(
        () -> {
          assertEquals(START, TestId.generate().getTimestamp());
          TestId otherThread = callOnNewThread();
          assertTrue(
              !otherThread.getTimestamp().isBefore(realNow.minusSeconds(5)),
              "another thread keeps the process-wide generator");
          // Nesting restores the outer scope afterwards.
          ObjectIdGenerator.builder()
              .clock(() -> START.plusSeconds(50))
              .build()
              .run(() -> assertEquals(START.plusSeconds(50), TestId.generate().getTimestamp()));
          assertEquals(START, TestId.generate().getTimestamp());
        });
    assertThrows(
        IllegalStateException.class,
        () ->
            fixed.run(
                () -> {
                  throw new IllegalStateException("action fails");
                }));
    assertTrue(
        !TestId.generate().getTimestamp().isBefore(realNow.minusSeconds(5)),
        "the scope ends when the action returns or throws");
  }

  @Test
  void testGeneratorRejectsPartsThatDoNotFit() {
    IllegalArgumentException random =
        assertThrows(
            IllegalArgumentException.class,
            () -> ObjectIdGenerator.builder().randomValue(1L << 40));
    assertEquals(
        "Invalid random value 0x10000000000: expected 5 bytes, 0x0 to 0xffffffffff",
        random.getMessage());
    IllegalArgumentException counter =
        assertThrows(
            IllegalArgumentException.class, () -> ObjectIdGenerator.builder().counter(1 << 24));
    assertEquals(
        "Invalid counter 16777216: expected 3 bytes, 0 to 16777215 (0xffffff)",
        counter.getMessage());
  }

  @Test
  void generationStopsWithAClearErrorAtTheEndOfTheTimestampRange() {
    Instant last = Instant.parse("2106-02-07T06:28:15Z");
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder().clock(() -> last).counter(0xFFFFFF).build();
    generator.run(
        () -> {
          assertEquals(last, TestId.generate().getTimestamp());
          IllegalStateException e = assertThrows(IllegalStateException.class, TestId::generate);
          assertEquals(
              "[ObjectIdKey] Cannot generate an ObjectId after 2106-02-07T06:28:15Z: the 4-byte timestamp "
                  + "is exhausted",
              e.getMessage());
        });
    ObjectIdGenerator late = ObjectIdGenerator.builder().clock(() -> last.plusSeconds(1)).build();
    assertThrows(IllegalStateException.class, () -> late.run(TestId::generate));
  }

  @Test
  void twoGeneratorsDrawDifferentRandomValues() {
    TestId a = ObjectIdGenerator.builder().build().call(TestId::generate);
    TestId b = ObjectIdGenerator.builder().build().call(TestId::generate);
    assertNotEquals(a.toHexString().substring(8, 18), b.toHexString().substring(8, 18));
  }

  private static TestId callOnNewThread() {
    TestId[] result = new TestId[1];
    Thread thread = new Thread(() -> result[0] = TestId.generate());
    thread.start();
    try {
      thread.join();
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
    return result[0];
  }

  static long toLong(byte[] bytes, int offset, int length) {
    long value = 0;
    for (int i = offset; i < offset + length; i++) {
      value = (value << 8) | (bytes[i] & 0xFF);
    }
    return value;
  }
}
