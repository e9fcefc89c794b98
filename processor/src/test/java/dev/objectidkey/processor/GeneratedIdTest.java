package dev.objectidkey.processor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.processor.fixtures.BillId;
import dev.objectidkey.processor.fixtures.CustomerId;
import dev.objectidkey.processor.fixtures.ItemId;
import dev.objectidkey.processor.fixtures.OrderId;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Behaviour of generated id classes, compiled from the fixtures by the processor under test. */
class GeneratedIdTest {

  private static final Instant WORKED_EXAMPLE_START = Instant.ofEpochSecond(1_700_000_000L);

  @Test
  void workedExampleFirstAndSecondIdsMatchTheSpecification() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> WORKED_EXAMPLE_START)
            .randomValue(0x3f2a91c8d4L)
            .counter(12345)
            .build();

    List<OrderId> ids = generator.call(() -> List.of(OrderId.generate(), OrderId.generate()));

    assertEquals("6553f1003f2a91c8d4003039", ids.get(0).toHexString());
    assertEquals("6553f1003f2a91c8d400303a", ids.get(1).toHexString());
    assertEquals(WORKED_EXAMPLE_START, ids.get(0).getTimestamp());
  }

  @Test
  void generateAtUsesThatSecondAndItsOwnSequenceWithBit39Inverted() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> WORKED_EXAMPLE_START)
            .randomValue(0x3f2a91c8d4L)
            .counter(12345)
            .build();
    Instant past = Instant.parse("2019-03-01T10:15:30.750Z");

    List<OrderId> ids = generator.call(() -> List.of(OrderId.generateAt(past), OrderId.generate()));
    ItemId item = generator.call(() -> ItemId.generateAt(past));

    assertEquals("5c790642bf2a91c8d4003039", ids.get(0).toHexString());
    assertEquals("6553f1003f2a91c8d4003039", ids.get(1).toHexString());
    assertEquals("5c790642bf2a91c8d400303a", item.toHexString());
    assertEquals(Instant.parse("2019-03-01T10:15:30Z"), ids.get(0).getTimestamp());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> OrderId.generateAt(Instant.MIN));
    assertEquals(
        "Invalid OrderId timestamp "
            + Instant.MIN
            + ": expected an Instant from 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z, the range"
            + " of the 4-byte unsigned seconds field",
        e.getMessage());
  }

  @Test
  void knownIdHasItsDocumentedTimestamp() {
    assertEquals(
        Instant.parse("2012-10-17T21:13:27Z"),
        OrderId.parse("507f1f77bcf86cd799439011").getTimestamp());
  }

  @ParameterizedTest
  @CsvSource({
    "00000000, 1970-01-01T00:00:00Z",
    "7fffffff, 2038-01-19T03:14:07Z",
    "80000000, 2038-01-19T03:14:08Z",
    "ffffffff, 2106-02-07T06:28:15Z"
  })
  void timestampIsReadUnsignedBigEndian(String firstFourBytes, String expected) {
    OrderId id = OrderId.parse(firstFourBytes + "0000000000000000");
    assertEquals(Instant.parse(expected), id.getTimestamp());
  }

  @Test
  void counterWrapsFromFfffffToZero() {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> WORKED_EXAMPLE_START)
            .randomValue(1)
            .counter(0xFFFFFF)
            .build();

    List<OrderId> ids = generator.call(() -> List.of(OrderId.generate(), OrderId.generate()));

    assertTrue(ids.get(0).toHexString().endsWith("ffffff"), ids.get(0).toHexString());
    assertTrue(ids.get(1).toHexString().endsWith("000000"), ids.get(1).toHexString());
    // The wrap carries into the timestamp, so the second id is still the larger one.
    assertTrue(ids.get(1).compareTo(ids.get(0)) > 0);
    assertEquals(WORKED_EXAMPLE_START.plusSeconds(1), ids.get(1).getTimestamp());
  }

  @Test
  void legacyLayoutParsesAndRoundTrips() {
    // 4-byte time, 3-byte machine hash, 2-byte process id, 3-byte counter: just 12 bytes to us.
    String legacy = "4d88e15b60f486e428412dc9";
    OrderId id = OrderId.parse(legacy);
    assertEquals(legacy, id.toHexString());
    assertEquals(Instant.parse("2011-03-22T17:50:19Z"), id.getTimestamp());
  }

  @Test
  void parseReadsEitherCaseAndWritesLowerCase() {
    OrderId upper = OrderId.parse("507F1F77BCF86CD799439011");
    assertEquals("507f1f77bcf86cd799439011", upper.toHexString());
    assertEquals("507f1f77bcf86cd799439011", upper.toString());
    assertEquals(OrderId.parse("507f1f77bcf86cd799439011"), upper);
    assertEquals(upper, OrderId.valueOf("507F1F77BCF86CD799439011"));
  }

  @Test
  void parseRejectsNullNamingTheTypeAndTheExpectedForm() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> OrderId.parse(null));
    assertEquals(
        "Invalid OrderId: got null; expected 24 hexadecimal characters (0-9, a-f, A-F)",
        e.getMessage());
    assertFalse(OrderId.isValid(null));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "507f1f77bcf86cd79943901   | got 23",
        "507f1f77bcf86cd7994390111 | got 25",
        "+07f1f77bcf86cd799439011  | got the sign '+' at index 0",
        "507f1f77bcf86cd79943901-  | got the sign '-' at index 23",
        "507f1f77bcf86cd79943901g  | got 'g' (U+0067) at index 23",
        "507f1f77bcf86cd79943\u0663011  | got the non-ASCII digit '\u0663' (U+0663) at index 20",
        "507f1f77bcf86cd79943\u00a0011  | got whitespace (U+00A0) at index 20"
      })
  void parseRejectsBadTextSayingWhatIsWrongAndWhere(String input, String problem) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> OrderId.parse(input));
    String digits = problem.contains("index") ? " (0-9, a-f, A-F)" : "";
    assertEquals(
        "Invalid OrderId \""
            + input
            + "\": expected 24 hexadecimal characters"
            + digits
            + ", "
            + problem,
        e.getMessage());
    assertFalse(OrderId.isValid(input));
  }

  @Test
  void parseRejectsLeadingWhitespaceAndEscapesControlCharacters() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> OrderId.parse("\t07f1f77bcf86cd799439011"));
    assertEquals(
        "Invalid OrderId \"\\u000907f1f77bcf86cd799439011\": expected 24 hexadecimal "
            + "characters (0-9, a-f, A-F), got whitespace (U+0009) at index 0",
        e.getMessage());
  }

  @Test
  void parseQuotesAtMost64CharactersOfLongInput() {
    String input = "a".repeat(1000);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> OrderId.parse(input));
    assertEquals(
        "Invalid OrderId \""
            + "a".repeat(64)
            + "\"... (1000 characters): expected 24 "
            + "hexadecimal characters, got 1000",
        e.getMessage());
  }

  @Test
  void bytesRoundTripBigEndianAndAreCopied() {
    byte[] bytes = {
      0x50,
      0x7f,
      0x1f,
      0x77,
      (byte) 0xbc,
      (byte) 0xf8,
      0x6c,
      (byte) 0xd7,
      (byte) 0x99,
      0x43,
      (byte) 0x90,
      0x11
    };
    OrderId id = OrderId.fromBytes(bytes);
    assertEquals("507f1f77bcf86cd799439011", id.toHexString());
    bytes[0] = 0;
    assertEquals("507f1f77bcf86cd799439011", id.toHexString(), "fromBytes must copy");

    byte[] out = id.toByteArray();
    out[0] = 0;
    assertNotSame(out, id.toByteArray());
    assertEquals(0x50, id.toByteArray()[0], "toByteArray must return a fresh copy");
  }

  @ParameterizedTest
  @CsvSource({"0", "11", "13", "24"})
  void fromBytesRejectsAnyLengthButTwelve(int length) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> OrderId.fromBytes(new byte[length]));
    assertEquals("Invalid OrderId bytes: expected exactly 12 bytes, got " + length, e.getMessage());
  }

  @Test
  void fromBytesRejectsNull() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> OrderId.fromBytes(null));
    assertEquals("Invalid OrderId bytes: expected exactly 12 bytes, got null", e.getMessage());
  }

  @Test
  void minForAndMaxForBoundEverySecondsId() {
    Instant t = Instant.parse("2024-05-01T10:15:30.750Z");
    assertEquals("66321642" + "0000000000000000", OrderId.minFor(t).toHexString());
    assertEquals("66321642" + "ffffffffffffffff", OrderId.maxFor(t).toHexString());

    OrderId generated = ObjectIdGenerator.builder().clock(() -> t).build().call(OrderId::generate);
    assertTrue(OrderId.minFor(t).compareTo(generated) <= 0);
    assertTrue(OrderId.maxFor(t).compareTo(generated) >= 0);
    assertTrue(OrderId.maxFor(t.minusSeconds(1)).compareTo(generated) < 0);
    assertTrue(OrderId.minFor(t.plusSeconds(1)).compareTo(generated) > 0);
  }

  @Test
  void minForAndMaxForAcceptTheWholeTimestampRange() {
    assertEquals("000000000000000000000000", OrderId.minFor(Instant.EPOCH).toHexString());
    assertEquals(
        "ffffffffffffffffffffffff",
        OrderId.maxFor(Instant.parse("2106-02-07T06:28:15.999Z")).toHexString());
  }

  @ParameterizedTest
  @CsvSource({"1969-12-31T23:59:59Z", "2106-02-07T06:28:16Z"})
  void minForAndMaxForRejectInstantsOutsideTheTimestampRange(String instant) {
    Instant t = Instant.parse(instant);
    for (Runnable call : List.<Runnable>of(() -> OrderId.minFor(t), () -> OrderId.maxFor(t))) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
      assertEquals(
          "Invalid OrderId timestamp "
              + instant
              + ": expected an Instant from "
              + "1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z, the range of the 4-byte unsigned "
              + "seconds field",
          e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> OrderId.minFor(null));
  }

  @Test
  void orderIsUnsignedByteWiseAndMatchesHexOrder() {
    List<OrderId> ids = new ArrayList<>();
    for (String first : List.of("ff", "80", "7f", "00", "01", "fe")) {
      ids.add(OrderId.parse(first + "00000000000000000000ff"));
      ids.add(OrderId.parse(first + "0000000000000000000000"));
    }
    List<OrderId> byComparator = new ArrayList<>(ids);
    byComparator.sort(OrderId.comparator());
    List<OrderId> natural = new ArrayList<>(ids);
    Collections.sort(natural);
    List<String> hex = new ArrayList<>(ids.stream().map(OrderId::toHexString).toList());
    Collections.sort(hex);

    assertEquals(hex, byComparator.stream().map(OrderId::toHexString).toList());
    assertEquals(byComparator, natural);
    assertEquals("000000000000000000000000", byComparator.get(0).toHexString());
    assertEquals("ff00000000000000000000ff", byComparator.get(ids.size() - 1).toHexString());
  }

  @Test
  void idsOfDifferentTypesWithTheSameBytesAreNeverEqual() {
    String hex = "507f1f77bcf86cd799439011";
    OrderId order = OrderId.parse(hex);
    CustomerId customer = CustomerId.parse(hex);
    assertArrayEquals(order.toByteArray(), customer.toByteArray());
    assertNotEquals(order, customer);
    assertNotEquals(customer, order);
    assertEquals(order, OrderId.parse(hex));
    assertEquals(order.hashCode(), OrderId.parse(hex).hashCode());
    assertNotEquals(order, null);
  }

  @Test
  void generatedClassIsFinalWithPrivateConstructorsAndExtendsTheRuntime() {
    for (Class<?> type : List.of(OrderId.class, CustomerId.class, ItemId.class, BillId.class)) {
      assertTrue(Modifier.isFinal(type.getModifiers()), type + " is final");
      assertEquals(AbstractObjectId.class, type.getSuperclass());
      assertTrue(Serializable.class.isAssignableFrom(type));
      for (var constructor : type.getDeclaredConstructors()) {
        assertTrue(Modifier.isPrivate(constructor.getModifiers()), constructor + " is private");
      }
    }
  }

  @Test
  void nestedOwnerAndExplicitNameGenerateTopLevelClassesInTheOwnersPackage() {
    assertEquals("dev.objectidkey.processor.fixtures.ItemId", ItemId.class.getName());
    assertEquals("dev.objectidkey.processor.fixtures.BillId", BillId.class.getName());
    assertTrue(BillId.isValid("507f1f77bcf86cd799439011"));
  }

  @Test
  void serializesAsTheTwelveBytesAndReadsBackEqual() throws Exception {
    OrderId id = OrderId.parse("507f1f77bcf86cd799439011");
    byte[] serialized = serialize(id);
    Object back;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(serialized))) {
      back = in.readObject();
    }
    assertEquals(id, back);
    assertEquals(OrderId.class, back.getClass());
    // bson's ObjectId takes 98 bytes this way; ours is in the same class of size, not a blob of
    // the object graph: the proxy's class name dominates.
    assertTrue(serialized.length < 150, "serialized size " + serialized.length);
  }

  @Test
  void parseReadsItsInputOnceSoAChangingSequenceGetsAnOrdinaryError() {
    // Its first reading of each character is 'g', every later one '0'.
    CharSequence changing =
        new CharSequence() {
          private final java.util.BitSet read = new java.util.BitSet();

          @Override
          public int length() {
            return 24;
          }

          @Override
          public char charAt(int index) {
            boolean first = !read.get(index);
            read.set(index);
            return first ? 'g' : '0';
          }

          @Override
          public CharSequence subSequence(int start, int end) {
            throw new UnsupportedOperationException();
          }

          @Override
          public String toString() {
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < length(); i++) {
              out.append(charAt(i));
            }
            return out.toString();
          }
        };
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> OrderId.parse(changing));
    assertTrue(thrown.getMessage().endsWith("got 'g' (U+0067) at index 0"), thrown.getMessage());
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, 0, 11, 13})
  void aSerialFormWithoutTwelveBytesIsAnInvalidObject(int length) throws Exception {
    byte[] valid = serialize(OrderId.parse("507f1f77bcf86cd799439011"));
    byte[] broken = withArrayOf(valid, HexFormat.of().parseHex("507f1f77bcf86cd799439011"), length);
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(broken))) {
      InvalidObjectException thrown = assertThrows(InvalidObjectException.class, in::readObject);
      assertEquals(
          "OrderId's serial form holds "
              + (length < 0 ? "no byte array" : length + " bytes")
              + ", expected 12",
          thrown.getMessage());
    }
  }

  /**
   * The stream {@code valid} with its one byte array {@code bytes} replaced by one of
   * {@code length} bytes, or by null if {@code length} is negative.
   */
  private static byte[] withArrayOf(byte[] valid, byte[] bytes, int length) {
    int data = indexOf(valid, bytes);
    // TC_ARRAY, then the class descriptor of byte[] (TC_CLASSDESC, "[B", ...), then the length.
    int array = indexOf(valid, new byte[] {0x75, 0x72, 0x00, 0x02, '[', 'B'});
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (length < 0) {
      out.write(valid, 0, array);
      out.write(0x70); // TC_NULL
    } else {
      out.write(valid, 0, data - 4);
      out.write(new byte[] {0, 0, 0, (byte) length}, 0, 4);
      out.write(Arrays.copyOf(bytes, length), 0, length);
    }
    out.write(valid, data + bytes.length, valid.length - data - bytes.length);
    return out.toByteArray();
  }

  private static int indexOf(byte[] in, byte[] part) {
    for (int i = 0; i + part.length <= in.length; i++) {
      if (Arrays.equals(in, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    throw new AssertionError("not in the stream: " + HexFormat.of().formatHex(part));
  }

  private static byte[] serialize(Object value) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }
}
