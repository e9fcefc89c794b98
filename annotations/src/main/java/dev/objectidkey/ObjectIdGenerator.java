package dev.objectidkey;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Makes the timestamp, random value and counter of new ObjectIds.
 *
 * <p>There is one process-wide generator per class loader. Its random value is 5 bytes from
 * {@link SecureRandom}, drawn when this class initialises (at run time, also in a GraalVM native
 * image: see {@code META-INF/native-image}); its counter starts at a random value. Neither has an
 * accessor.
 *
 * <h2>Guarantees beyond the BSON specification</h2>
 * The generator keeps one 56-bit sequence, {@code seconds << 24 | counter}, in an {@link AtomicLong}:
 * <ol>
 *   <li><b>No duplicates within a process, at any rate.</b> Every id takes a distinct sequence
 *       value. When the counter wraps from {@code 0xffffff} to {@code 0} within one second, the
 *       carry moves the timestamp to the next second instead of repeating an earlier id (which is
 *       what {@code org.bson.types.ObjectId} does past 16,777,216 ids in a second).
 *   <li><b>Ids from one generator are strictly increasing</b> in unsigned byte order (the order
 *       of {@code compareTo}): the sequence only ever rises. When the wall clock steps back (an NTP
 *       correction, say), ids keep the last timestamp used and go on counting until the clock
 *       catches up.
 * </ol>
 * The price of both is that a timestamp can run ahead of the wall clock: by one second at a
 * counter wrap (once per 16,777,216 ids), by more only while a process sustains more than
 * 16,777,216 ids a second, and by the size of the step while the clock is behind after stepping
 * back. It returns to the wall clock by itself.
 *
 * <p><b>The lead is bounded.</b> Timestamps never lead the clock by more than
 * {@value #MAX_LEAD_SECONDS} seconds (24 hours). A clock that steps back by more than that, or one
 * bad reading far in the future (up to 2106, the end of the timestamp), would otherwise stamp
 * every later id with that future time, and a reading at the end of the range would stop
 * generation for good. Past the bound, the generator trusts the clock again: ids restart at the
 * clock's second, with the counter running on, so only ids made across such a jump are out of
 * creation order.
 *
 * <p><b>Where the guarantees stop.</b> They hold for the ids of one generator, that is one class
 * loader in one process. Ids of two processes (or of a process and its own restart, or of two class
 * loaders) never collide as long as their random values differ (a 1 in 2<sup>40</sup> chance per
 * pair), but they interleave within a second, and after a clock step back a restarted process can
 * make ids smaller than those of its predecessor. After 2106-02-07T06:28:15Z, the end of the
 * 4-byte timestamp, {@link AbstractObjectId} generation throws {@link IllegalStateException}.
 *
 * <h2>Ids at a chosen second</h2>
 * {@code OrderId.generateAt(Instant t)} makes an id whose timestamp is {@code t}'s second (the
 * fraction of a second is dropped). It is meant for backfills: giving rows that already exist an id
 * at their own creation time. Its bytes 4-11 are one 8-byte number from a second sequence of the
 * generator, kept apart from the one {@code generate()} steps: it starts at this generator's random
 * value with its highest bit (bit 39) inverted, followed by its counter, and each {@code
 * generateAt} id takes the next value. So, like the SQL function {@code objectid_at}, a counter wrap
 * carries into the random bytes instead of starting over. For ids made by one generator:
 * <ul>
 *   <li><b>They never repeat</b>, at any number of ids for one second (the 63 bits below the
 *       inverted bit run through 2<sup>63</sup> values before one comes again): a bulk backfill
 *       that stamps one time on 2<sup>24</sup> rows or more gets distinct keys. Throwing after
 *       2<sup>24</sup> ids, the alternative, would stop such a backfill halfway; the carry costs
 *       nothing, since the random bytes identify a generator only by being unlikely to meet
 *       another's.
 *   <li><b>They increase in the order they were made</b>, for each second, also across the
 *       counter's wrap. The one exception is where those 63 bits wrap from all ones to 0: a run
 *       of {@code n} ids crosses it with a chance of about {@code n} in 2<sup>63</sup> for a
 *       random start (a test generator built with random value {@code 0x7fffffffff} and counter
 *       {@code 0xffffff} is at it).
 *   <li><b>They never equal an id of {@code generate()}</b> of the same generator, whatever their
 *       timestamps: bit 39 of the random value always differs. {@code generateAt} does not step
 *       {@code generate()}'s counter, nor read or move its second.
 *   <li><b>Across processes</b> (and class loaders) nothing more holds than for {@code
 *       generate()}: ids of two processes for one second differ as long as their random values
 *       differ (a 1 in 2<sup>40</sup> chance per pair, a little more once a run of 2<sup>24</sup>
 *       ids has carried), and sort by random value, not by when they were made.
 * </ul>
 * The timestamp is exactly {@code t}'s second, whatever the clock reads, from 1970-01-01T00:00:00Z
 * to 2106-02-07T06:28:15Z; outside that range, or for {@code null}, it throws {@link
 * IllegalArgumentException} without taking a sequence value.
 *
 * <h2>Reproducible ids in tests</h2>
 * {@link #builder()} makes a generator with a fixed clock, random value and counter. It takes
 * effect only inside {@link #run(Runnable)} or {@link #call(Supplier)}, on the calling thread, and
 * is removed when the action returns or throws, so it cannot leak into other code in the JVM.
 *
 * @see AbstractObjectId
 * @see ObjectIdKey
 */
public final class ObjectIdGenerator {

  private static final long COUNTER_MASK = 0xFF_FFFFL;
  private static final long RANDOM_MASK = 0xFF_FFFF_FFFFL;

  /** How far ahead of the clock a timestamp may run before the clock wins: one day. */
  static final long MAX_LEAD_SECONDS = 24 * 60 * 60;

  /**
   * The process-wide generator's random value (as {@link #randomShifted}) and sequence, as static
   * finals, which the JIT folds where it would reload instance fields.
   */
  static final long PROCESS_RANDOM_SHIFTED;

  private static final AtomicLong PROCESS_SEQUENCE;

  private static final ObjectIdGenerator PROCESS_WIDE;

  static {
    SecureRandom random = new SecureRandom();
    PROCESS_WIDE = new ObjectIdGenerator(null, random.nextLong(), random.nextInt());
    PROCESS_RANDOM_SHIFTED = PROCESS_WIDE.randomShifted;
    PROCESS_SEQUENCE = PROCESS_WIDE.sequence;
  }

  /** The generator in effect on each thread inside {@link #run}; empty elsewhere. */
  private static final ThreadLocal<ObjectIdGenerator> SCOPED = new ThreadLocal<>();

  /**
   * How many {@link #run} scopes are open on all threads. While it is 0, {@link #current()} skips
   * the thread-local lookup, so the process-wide path costs one field read.
   */
  private static final AtomicLong OPEN_SCOPES = new AtomicLong();

  /** Null for the system clock, read directly in {@link #nowSeconds()}. */
  private final Supplier<Instant> clock;

  /** The 5-byte random value, shifted into bytes 4-8 of the low 8 bytes. */
  final long randomShifted;

  /** {@code seconds << 24 | counter} of the last id made, or the initial counter minus one. */
  private final AtomicLong sequence;

  /**
   * Bit 63 of every {@code generateAt} id's bytes 4-11: bit 39 of the random value, inverted, so
   * that those ids never equal a {@code generate()} id.
   */
  private final long atTopBit;

  /**
   * The low 63 bits of the last {@code generateAt} id's bytes 4-11, or of the random value and
   * counter minus one before the first. Incremented, it carries from the counter into the random
   * bytes.
   */
  private final AtomicLong atSequence;

  private ObjectIdGenerator(Supplier<Instant> clock, long random, int counter) {
    this.clock = clock;
    this.randomShifted = (random & RANDOM_MASK) << 24;
    // One below the first counter, at second 0: next() increments before use.
    this.sequence = new AtomicLong((counter & COUNTER_MASK) - 1);
    this.atTopBit = ~randomShifted & Long.MIN_VALUE;
    this.atSequence =
        new AtomicLong(((randomShifted | (counter & COUNTER_MASK)) - 1) & Long.MAX_VALUE);
  }

  /**
   * The generator in effect on this thread: the one of an enclosing {@link #run} or {@link #call},
   * else the process-wide one. Generated {@code generate()} methods use it.
   *
   * @return the generator that a {@code generate()} call on this thread uses
   */
  public static ObjectIdGenerator current() {
    if (OPEN_SCOPES.get() == 0) {
      return PROCESS_WIDE;
    }
    ObjectIdGenerator scoped = SCOPED.get();
    return scoped != null ? scoped : PROCESS_WIDE;
  }

  /**
   * Starts a generator with chosen parts, for reproducible ids in tests.
   *
   * @return a builder whose defaults are the system clock, a random value and a random counter
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Runs {@code action} on this thread with this generator in place of the process-wide one.
   * Other threads are not affected, and the previous generator is restored when {@code action}
   * returns or throws. Scopes nest.
   *
   * @param action the code whose {@code generate()} calls should use this generator
   */
  public void run(Runnable action) {
    Objects.requireNonNull(action, "action");
    call(
        () -> {
          action.run();
          return null;
        });
  }

  /**
   * Like {@link #run(Runnable)}, returning what {@code action} returns.
   *
   * @param action the code whose {@code generate()} calls should use this generator
   * @param <T> the result type
   * @return the result of {@code action}
   */
  public <T> T call(Supplier<T> action) {
    Objects.requireNonNull(action, "action");
    ObjectIdGenerator previous = SCOPED.get();
    SCOPED.set(this);
    OPEN_SCOPES.incrementAndGet();
    try {
      return action.get();
    } finally {
      OPEN_SCOPES.decrementAndGet();
      if (previous == null) {
        SCOPED.remove();
      } else {
        SCOPED.set(previous);
      }
    }
  }

  /**
   * Takes the next sequence value, {@code seconds << 24 | counter}. Lock-free: one atomic
   * increment, plus a compare-and-set once per second when the clock has moved on.
   */
  long next() {
    long now = nowSeconds();
    return checked(moveIfOutOfStep(sequence, now, sequence.incrementAndGet()));
  }

  /**
   * Takes bytes 4-11 of the next id at a chosen second ({@code generateAt(Instant)}): the next
   * value of this generator's second sequence, see "Ids at a chosen second" above. Neither reads
   * the clock nor touches the sequence that {@link #next()} steps.
   *
   * @return bytes 4-11, big-endian
   */
  long nextAtLow() {
    return atTopBit | (atSequence.incrementAndGet() & Long.MAX_VALUE);
  }

  /** Whether this is the process-wide generator, whose state {@link #nextProcessWide} reads. */
  boolean isProcessWide() {
    return this == PROCESS_WIDE;
  }

  /**
   * {@link #next()} of the process-wide generator, reading its state from the static finals: the
   * system clock, {@link #PROCESS_SEQUENCE}. Same steps, same guarantees.
   */
  static long nextProcessWide() {
    long now = systemSeconds();
    return checked(moveIfOutOfStep(PROCESS_SEQUENCE, now, PROCESS_SEQUENCE.incrementAndGet()));
  }

  private static long moveIfOutOfStep(AtomicLong sequence, long now, long claimed) {
    return outOfStep(claimed >>> 24, now) ? moveTo(sequence, now, claimed) : claimed;
  }

  private static long checked(long claimed) {
    long seconds = claimed >>> 24;
    if (seconds > ObjectIdCodec.MAX_EPOCH_SECOND) {
      throw new IllegalStateException(
          Message.TIMESTAMP_EXHAUSTED.format(ObjectIdCodec.MAX_INSTANT));
    }
    return claimed;
  }

  /**
   * Whether the sequence's second must move to the clock's: the clock has moved past it, or it
   * leads the clock by more than {@link #MAX_LEAD_SECONDS}.
   */
  private static boolean outOfStep(long seconds, long now) {
    // Negative (a huge unsigned value) exactly when seconds < now: one comparison, both bounds.
    return Long.compareUnsigned(seconds - now, MAX_LEAD_SECONDS) > 0;
  }

  /**
   * Moves the sequence to {@code now}, keeping the counter running (the specification's counter
   * does not reset per second). We own {@code claimed}; if another thread moved the sequence
   * meanwhile, take the value after its.
   */
  private static long moveTo(AtomicLong sequence, long now, long claimed) {
    long expected = claimed;
    long next = (now << 24) | (claimed & COUNTER_MASK);
    while (!sequence.compareAndSet(expected, next)) {
      expected = sequence.get();
      next =
          outOfStep(expected >>> 24, now)
              ? (now << 24) | ((expected + 1) & COUNTER_MASK)
              : expected + 1;
    }
    return next;
  }

  private long nowSeconds() {
    return clock == null ? systemSeconds() : inRange(clock.get().getEpochSecond());
  }

  private static long systemSeconds() {
    return inRange(System.currentTimeMillis() / 1000);
  }

  private static long inRange(long seconds) {
    if (Long.compareUnsigned(seconds, ObjectIdCodec.MAX_EPOCH_SECOND) > 0) { // < 0 or too late
      throw new IllegalStateException(
          Message.CLOCK_OUT_OF_RANGE.format(
              seconds, ObjectIdCodec.MIN_INSTANT, ObjectIdCodec.MAX_INSTANT));
    }
    return seconds;
  }

  /** Chooses the parts of a test generator. Unset parts are as for the process-wide one. */
  public static final class Builder {
    private Supplier<Instant> clock;
    private Long random;
    private Integer counter;

    private Builder() {}

    /**
     * Reads the time from {@code clock} instead of the system clock, at one-second resolution. A
     * clock the test moves lets it simulate ids made in different seconds, or a clock that steps
     * back:
     * <pre>{@code
     * AtomicReference<Instant> now = new AtomicReference<>(start);
     * ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(now::get).build();
     * }</pre>
     * A {@link java.time.Clock} serves as {@code clock::instant}.
     *
     * @param clock supplies the current instant on each call
     * @return this builder
     */
    public Builder clock(Supplier<Instant> clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Fixes the 5-byte random value (bytes 4-8 of every id).
     *
     * @param random a value from 0 to 0xffffffffff
     * @return this builder
     * @throws IllegalArgumentException if {@code random} does not fit in 5 bytes
     */
    public Builder randomValue(long random) {
      if ((random & ~RANDOM_MASK) != 0) {
        throw new IllegalArgumentException(
            "Invalid random value 0x"
                + Long.toHexString(random)
                + ": expected 5 bytes, 0x0 to 0xffffffffff");
      }
      this.random = random;
      return this;
    }

    /**
     * Fixes the counter of the first id; each later id takes the next value, wrapping at 2^24.
     *
     * @param counter a value from 0 to 0xffffff
     * @return this builder
     * @throws IllegalArgumentException if {@code counter} does not fit in 3 bytes
     */
    public Builder counter(int counter) {
      if ((counter & ~COUNTER_MASK) != 0) {
        throw new IllegalArgumentException(
            "Invalid counter " + counter + ": expected 3 bytes, 0 to 16777215 (0xffffff)");
      }
      this.counter = counter;
      return this;
    }

    /**
     * Makes the generator. Use it through {@link ObjectIdGenerator#run} or
     * {@link ObjectIdGenerator#call}.
     *
     * @return a new generator, independent of every other
     */
    public ObjectIdGenerator build() {
      SecureRandom secureRandom = random == null || counter == null ? new SecureRandom() : null;
      return new ObjectIdGenerator(
          clock,
          random != null ? random : secureRandom.nextLong(),
          counter != null ? counter : secureRandom.nextInt());
    }
  }
}
