package dev.objectidkey;

import java.lang.invoke.MethodHandles;
import java.time.Instant;

/**
 * The state and behaviour that every typed ObjectId shares: 12 bytes, compared, hashed, printed and
 * converted exactly like a MongoDB {@code org.bson.types.ObjectId}.
 *
 * <p>Each {@link ObjectIdKey @ObjectIdKey} type gets its own final subclass, such as
 * {@code OrderId}, which adds the static factories and {@code compareTo}. An {@code OrderId} is
 * never equal to a {@code CustomerId}, even with the same 12 bytes.
 *
 * <h2>Layout</h2>
 * <pre>
 *   byte   0  1  2  3 | 4  5  6  7  8 | 9  10 11
 *          timestamp  | random value  | counter
 *   hex    6553f100   | 3f2a91c8d4    | 003039      = "6553f1003f2a91c8d4003039"
 * </pre>
 * The timestamp is seconds since the Unix epoch, unsigned and big-endian (valid until
 * 2106-02-07T06:28:15Z). Ids in the legacy layout (a 3-byte machine hash and a 2-byte process id in
 * place of the random value) are read like any other 12 bytes; they are never generated.
 *
 * <p>Instances are immutable and thread-safe.
 *
 * <p><b>ObjectIds are not secrets.</b> Anyone who sees one learns when it was made, and the next one
 * is easy to guess. Never use an id as a token or as an access check.
 *
 * @see ObjectIdKey
 * @see ObjectIdGenerator
 */
public abstract class AbstractObjectId {

  /** Bytes 0-3: the timestamp, as unsigned seconds. */
  private final int timestamp;

  /** Bytes 4-11: the 5-byte random value and the 3-byte counter, big-endian. */
  private final long low;

  /**
   * Lets {@link ObjectIdFactory} call the static factories of the calling id class. Generated id
   * classes call this once, from their static initializer, with
   * {@code MethodHandles.lookup().dropLookupMode(MethodHandles.Lookup.PACKAGE)}.
   *
   * <p>The runtime's own lookup sees only exported packages, and an entity package is often only
   * opened to Hibernate. The lookup handed over reaches the public members of the id class's
   * module, and nothing private or package-private.
   *
   * @param lookup a lookup whose lookup class is the calling id class, with {@code MODULE} access
   * @throws IllegalArgumentException if the lookup class is not an id class, or the lookup lacks
   *     {@code MODULE} access
   */
  protected static void registerFactories(MethodHandles.Lookup lookup) {
    ObjectIdFactory.register(lookup);
  }

  /**
   * A new id from {@code generator}: now, with its random value and next counter.
   *
   * @param generator usually {@link ObjectIdGenerator#current()}
   * @throws IllegalStateException after 2106-02-07T06:28:15Z
   */
  protected AbstractObjectId(ObjectIdGenerator generator) {
    // The process-wide generator's state is in static finals, which the JIT folds.
    boolean processWide = generator.isProcessWide();
    long sequence = processWide ? ObjectIdGenerator.nextProcessWide() : generator.next();
    this.timestamp = (int) (sequence >>> 24);
    long random = processWide ? ObjectIdGenerator.PROCESS_RANDOM_SHIFTED : generator.randomShifted;
    this.low = random | (sequence & 0xFF_FFFFL);
  }

  /**
   * A new id from {@code generator} for {@code t}'s second: that timestamp, and the next value of
   * the generator's sequence for ids at a chosen second (not the one {@link
   * #AbstractObjectId(ObjectIdGenerator)} steps). {@link ObjectIdGenerator} says what is guaranteed
   * ("Ids at a chosen second").
   *
   * @param generator usually {@link ObjectIdGenerator#current()}
   * @param t the instant, truncated to its second
   * @throws IllegalArgumentException if {@code t} is null or outside 1970-01-01T00:00:00Z ..
   *     2106-02-07T06:28:15Z; no sequence value is taken then
   */
  protected AbstractObjectId(ObjectIdGenerator generator, Instant t) {
    this.timestamp = ObjectIdCodec.timestampOf(t, getClass()); // before taking a sequence value
    this.low = generator.nextAtLow();
  }

  /**
   * Parses 24 ASCII hexadecimal digits, in either case.
   *
   * @param hex the hex form
   * @throws IllegalArgumentException if {@code hex} is null, is not 24 characters long, or holds
   *     anything but {@code 0-9}, {@code a-f} and {@code A-F}; the message quotes the input
   */
  protected AbstractObjectId(CharSequence hex) {
    // Read once, so a CharSequence that changes meanwhile is judged and quoted from one reading.
    String text = hex == null ? null : hex.toString();
    if (text == null || text.length() != ObjectIdCodec.HEX_LENGTH) {
      throw ObjectIdCodec.invalidHex(text, getClass());
    }
    long high = ObjectIdCodec.decode8(text, 0);
    long middle = ObjectIdCodec.decode8(text, 8);
    long last = ObjectIdCodec.decode8(text, 16);
    if ((high | middle | last) < 0) {
      throw ObjectIdCodec.invalidHex(text, getClass());
    }
    this.timestamp = (int) high;
    this.low = (middle << 32) | last;
  }

  /**
   * Copies 12 bytes in the big-endian layout.
   *
   * @param bytes exactly 12 bytes; not kept
   * @throws IllegalArgumentException if {@code bytes} is null or not 12 bytes long
   */
  protected AbstractObjectId(byte[] bytes) {
    if (bytes == null || bytes.length != ObjectIdCodec.BYTES) {
      throw ObjectIdCodec.invalidBytes(bytes, getClass());
    }
    this.timestamp = ObjectIdCodec.readTimestamp(bytes);
    this.low = ObjectIdCodec.readLow(bytes);
  }

  /**
   * An id with {@code second}'s timestamp and the given bytes 4-11: {@code 0} gives the smallest id
   * of that second, {@code -1} the largest.
   *
   * @param second the instant whose epoch second becomes bytes 0-3
   * @param low bytes 4-11, big-endian
   * @throws IllegalArgumentException if {@code second} is null or outside 1970-01-01T00:00:00Z ..
   *     2106-02-07T06:28:15Z
   */
  protected AbstractObjectId(Instant second, long low) {
    this.timestamp = ObjectIdCodec.timestampOf(second, getClass());
    this.low = low;
  }

  /**
   * Returns the 12 bytes, big-endian: timestamp, random value, counter.
   *
   * @return a new array, which the caller may change
   */
  public final byte[] toByteArray() {
    return ObjectIdCodec.toBytes(timestamp, low);
  }

  /**
   * Returns the 24-character lower-case hex form, such as {@code 6553f1003f2a91c8d4003039}.
   *
   * @return the hex form, which the type's {@code parse} reads back
   */
  public final String toHexString() {
    return ObjectIdCodec.toHex(timestamp, low);
  }

  /**
   * Returns {@link #toHexString()}.
   *
   * @return the 24-character lower-case hex form
   */
  @Override
  public final String toString() {
    return toHexString();
  }

  /**
   * Returns the creation second held in bytes 0-3, read unsigned, so ids made from 2038-01-19 on
   * read correctly until 2106-02-07T06:28:15Z.
   *
   * @return the timestamp, at one-second resolution
   */
  public final Instant getTimestamp() {
    return Instant.ofEpochSecond(Integer.toUnsignedLong(timestamp));
  }

  /**
   * Compares the 12 bytes as unsigned values, most significant first. This is the order of the hex
   * form, of {@code org.bson.types.ObjectId}, and of a binary column in the databases tested; it
   * is timestamp order at one-second resolution.
   *
   * @param other the id to compare with
   * @return a negative number, zero or a positive number as this id is less than, equal to or
   *     greater than {@code other}
   */
  protected final int compareBytes(AbstractObjectId other) {
    int byTime = Integer.compareUnsigned(timestamp, other.timestamp);
    return byTime != 0 ? byTime : Long.compareUnsigned(low, other.low);
  }

  /**
   * An id equals another of exactly the same class with the same 12 bytes.
   *
   * @param other the object to compare with
   * @return whether {@code other} is the same id type with the same bytes
   */
  @Override
  @SuppressWarnings("EqualsGetClass") // on purpose: an OrderId never equals a CustomerId
  public final boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (other == null || other.getClass() != getClass()) {
      return false;
    }
    AbstractObjectId that = (AbstractObjectId) other;
    return timestamp == that.timestamp && low == that.low;
  }

  /**
   * A hash of the 12 bytes.
   *
   * @return the hash code
   */
  @Override
  public final int hashCode() {
    return 31 * timestamp + Long.hashCode(low);
  }
}
