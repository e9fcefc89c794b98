package dev.objectidkey.benchmarks;

import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.UUID;
import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The inputs of every id-type benchmark, built once per trial, and the check that our id type gives
 * the same answers as {@code org.bson.types.ObjectId} on all of them.
 *
 * <p>Two pools of ids: <em>generated</em> (consecutive {@code generate()} calls, so the timestamp and
 * random value repeat and only the counter moves, as in a real table) and <em>random</em> (12
 * uniformly random bytes each, so a parser's branches cannot be predicted, and about half of the
 * timestamps are past 2038, where a signed reading would go wrong). Both are written in lower case,
 * as ids reach an application from URLs and JSON; {@link #mixedInput} is the separate pool of
 * mixed-case and invalid text. A benchmark reads entry
 * {@code i & MASK}, advancing {@code i} on every call, so no call sees a constant input.
 *
 * <p>{@link #build()} throws, failing the trial, if any result differs from BSON's: bytes, hex form,
 * parse in either case, order, timestamp, or validity. A fast but wrong implementation cannot win.
 */
@State(Scope.Benchmark)
public class IdPools {

  /** Entries per pool: a power of two, small enough that the pools stay in the L2 cache. */
  public static final int SIZE = 4096;

  /** {@code i & MASK} is a valid index. */
  public static final int MASK = SIZE - 1;

  /** Seeded, so every fork and run sees the same inputs. */
  private static final long SEED = 0x5EED_0B1EC7_1DL;

  /** Consecutive {@code BenchOrderId.generate()} results. */
  public BenchOrderId[] generated;

  /** The 12 bytes of {@link #generated}. */
  public byte[][] generatedBytes;

  /** The same ids as {@link #generated}, as BSON reads their hex forms. */
  public ObjectId[] generatedBson;

  /** The hex forms of {@link #generated}, in lower case. */
  public String[] generatedHex;

  /** Ids of 12 uniformly random bytes. */
  public BenchOrderId[] random;

  /** The same ids as {@link #random}, as BSON reads their bytes. */
  public ObjectId[] randomBson;

  /** The hex forms of {@link #random}, in lower case. */
  public String[] randomHex;

  /**
   * 24-character strings for {@code isValid}: each character uniformly one of the 22 hex digits of
   * either case, then, in half of them, one character at a uniformly random position replaced by a
   * printable ASCII character that is not a hex digit. Which half is random.
   */
  public String[] mixedInput;

  /** Random (version 4) UUIDs, for the UUID reference rows. */
  public UUID[] uuids;

  /** The string forms of {@link #uuids}. */
  public String[] uuidStrings;

  /** Builds the pools and fails the trial if we disagree with BSON anywhere. */
  @Setup
  public void build() {
    SplittableRandom rnd = new SplittableRandom(SEED);
    generated = new BenchOrderId[SIZE];
    generatedBson = new ObjectId[SIZE];
    generatedHex = new String[SIZE];
    generatedBytes = new byte[SIZE][];
    random = new BenchOrderId[SIZE];
    randomBson = new ObjectId[SIZE];
    randomHex = new String[SIZE];
    mixedInput = new String[SIZE];
    uuids = new UUID[SIZE];
    uuidStrings = new String[SIZE];
    HexFormat hexFormat = HexFormat.of();
    for (int i = 0; i < SIZE; i++) {
      generated[i] = BenchOrderId.generate();
      generatedHex[i] = generated[i].toHexString();
      generatedBytes[i] = generated[i].toByteArray();
      generatedBson[i] = new ObjectId(generatedHex[i]);

      byte[] bytes = new byte[12];
      rnd.nextBytes(bytes);
      random[i] = BenchOrderId.fromBytes(bytes);
      randomBson[i] = new ObjectId(bytes);
      randomHex[i] = hexFormat.formatHex(bytes);

      mixedInput[i] = mixedInput(rnd);
      uuids[i] = new UUID(rnd.nextLong(), rnd.nextLong());
      uuidStrings[i] = uuids[i].toString();
    }
    checkConformance();
  }

  private static String mixedInput(SplittableRandom rnd) {
    String hexDigits = "0123456789abcdefABCDEF";
    char[] chars = new char[24];
    for (int j = 0; j < chars.length; j++) {
      chars[j] = hexDigits.charAt(rnd.nextInt(hexDigits.length()));
    }
    if (rnd.nextBoolean()) {
      char bad;
      do {
        bad = (char) rnd.nextInt(0x20, 0x7F);
      } while (Character.digit(bad, 16) >= 0);
      chars[rnd.nextInt(chars.length)] = bad;
    }
    return new String(chars);
  }

  /** Compares every observable result with BSON's; throws on the first difference. */
  void checkConformance() {
    long now = Instant.now().getEpochSecond();
    for (int i = 0; i < SIZE; i++) {
      BenchOrderId ours = generated[i];
      long seconds = ours.getTimestamp().getEpochSecond();
      require(Math.abs(seconds - now) <= 60, "generated timestamp " + seconds + " is not now", i);
      require(i == 0 || generated[i - 1].compareTo(ours) < 0, "generated ids do not increase", i);
      sameAsBson(ours, generatedBson[i], generatedHex[i], i);
      sameAsBson(random[i], randomBson[i], randomHex[i], i);

      String input = mixedInput[i];
      boolean valid = BenchOrderId.isValid(input);
      require(valid == ObjectId.isValid(input), "isValid differs on \"" + input + "\"", i);
      if (valid) {
        require(
            BenchOrderId.parse(input).toHexString().equals(new ObjectId(input).toHexString()),
            "parse differs on \"" + input + "\"",
            i);
      } else {
        require(rejects(input), "parse accepts \"" + input + "\"", i);
      }
    }
    // Order: every adjacent pair of each pool, and as many random pairs across both.
    SplittableRandom rnd = new SplittableRandom(SEED + 1);
    for (int i = 0; i < SIZE; i++) {
      int j = (i + 1) & MASK;
      sameOrder(generated[i], generated[j], generatedBson[i], generatedBson[j], i);
      sameOrder(random[i], random[j], randomBson[i], randomBson[j], i);
      int a = rnd.nextInt(SIZE);
      int b = rnd.nextInt(SIZE);
      sameOrder(random[a], generated[b], randomBson[a], generatedBson[b], i);
      sameOrder(random[a], random[a], randomBson[a], randomBson[a], i);
    }
  }

  private static void sameAsBson(BenchOrderId ours, ObjectId bson, String hex, int i) {
    require(Arrays.equals(ours.toByteArray(), bson.toByteArray()), "bytes differ for " + hex, i);
    require(ours.toHexString().equals(bson.toHexString()), "hex differs for " + hex, i);
    require(ours.toHexString().equals(hex), "hex does not round-trip for " + hex, i);
    require(BenchOrderId.isValid(hex) && ObjectId.isValid(hex), "isValid rejects " + hex, i);
    require(ours.equals(BenchOrderId.parse(hex.toUpperCase())), "upper-case parse differs", i);
    require(ours.equals(BenchOrderId.fromBytes(bson.toByteArray())), "fromBytes differs", i);
    require(
        ours.getTimestamp()
            .equals(Instant.ofEpochSecond(Integer.toUnsignedLong(bson.getTimestamp()))),
        "timestamp differs for " + hex,
        i);
    require(
        ours.getTimestamp().toEpochMilli() == bson.getDate().getTime(),
        "date differs for " + hex,
        i);
  }

  private static void sameOrder(
      BenchOrderId a, BenchOrderId b, ObjectId bsonA, ObjectId bsonB, int i) {
    require(
        Integer.signum(a.compareTo(b)) == Integer.signum(bsonA.compareTo(bsonB)),
        "order differs for " + a + " and " + b,
        i);
    require(a.equals(b) == bsonA.equals(bsonB), "equality differs for " + a + " and " + b, i);
  }

  private static boolean rejects(String input) {
    try {
      BenchOrderId.parse(input);
      return false;
    } catch (IllegalArgumentException expected) {
      return true;
    }
  }

  private static void require(boolean condition, String what, int index) {
    if (!condition) {
      throw new IllegalStateException(
          "Conformance with org.bson.types.ObjectId failed at pool index " + index + ": " + what);
    }
  }
}
