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
 * the same answers as {@code org.bson.types.ObjectId} on all of them; the pools are described in
 * docs/benchmarks/results.md, "The id type". {@link #build()} throws, failing the trial, if any
 * result differs from BSON's, so a fast but wrong implementation cannot win.
 */
@State(Scope.Benchmark)
public class IdPools {

  /** Entries per pool: a power of two, small enough that the pools stay in the L2 cache. */
  public static final int SIZE = 4096;

  /** {@code i & MASK} is a valid index. */
  public static final int MASK = SIZE - 1;

  /** Seeded, so every fork and run sees the same inputs. */
  private static final long SEED = 0x5EED_0B1EC7_1DL;

  /** Consecutive {@code generate()} results: only the counter moves, as in a real table. */
  public final BenchOrderId[] generated = new BenchOrderId[SIZE];

  public final byte[][] generatedBytes = new byte[SIZE][];
  public final ObjectId[] generatedBson = new ObjectId[SIZE];
  public final String[] generatedHex = new String[SIZE];

  /**
   * Ids of 12 uniformly random bytes: a parser's branches cannot be predicted, and about half of
   * the timestamps are past 2038, where a signed reading would go wrong.
   */
  public final BenchOrderId[] random = new BenchOrderId[SIZE];

  public final ObjectId[] randomBson = new ObjectId[SIZE];
  public final String[] randomHex = new String[SIZE];

  /** 24 hex digits of either case, in half of them one replaced by another printable character. */
  public final String[] mixedInput = new String[SIZE];

  /** Random (version 4) UUIDs, for the UUID reference rows. */
  public final UUID[] uuids = new UUID[SIZE];

  public final String[] uuidStrings = new String[SIZE];

  /** Builds the pools (hex forms in lower case) and fails the trial if we disagree with BSON. */
  @Setup
  public void build() {
    SplittableRandom rnd = new SplittableRandom(SEED);
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
    SplittableRandom rnd = new SplittableRandom(SEED + 1);
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
      // Order: every adjacent pair of each pool, and as many random pairs across both.
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
