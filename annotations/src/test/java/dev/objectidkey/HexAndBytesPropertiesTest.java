package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Property tests over random text and byte arrays: only valid input is accepted, nothing but
 * {@link IllegalArgumentException} is ever thrown, and every round trip is exact.
 */
class HexAndBytesPropertiesTest {

  private static final Pattern VALID = Pattern.compile("[0-9a-fA-F]{24}");

  @Property(tries = 5_000)
  void anyTextIsAcceptedExactlyWhenItIs24AsciiHexDigits(@ForAll("nearlyHex") String text) {
    boolean valid = VALID.matcher(text).matches();
    assertEquals(valid, TestId.isValid(text), text);
    try {
      TestId id = TestId.parse(text);
      assertTrue(valid, "accepted invalid " + text);
      assertEquals(text.toLowerCase(Locale.ROOT), id.toHexString());
    } catch (IllegalArgumentException e) {
      assertTrue(!valid, "rejected valid " + text);
      assertTrue(e.getMessage().startsWith("Invalid TestId "), e.getMessage());
    }
  }

  @Property(tries = 2_000)
  void arbitraryUnicodeIsRejectedWithIllegalArgumentExceptionOnly(@ForAll String text) {
    try {
      TestId.parse(text);
      assertTrue(VALID.matcher(text).matches(), "accepted " + text);
    } catch (IllegalArgumentException expected) {
      assertTrue(expected.getMessage().contains("expected 24 hexadecimal characters"));
    }
  }

  @Property(tries = 5_000)
  void bytesRoundTripExactlyAndOtherLengthsAreRejected(@ForAll("byteArrays") byte[] bytes) {
    if (bytes.length == 12) {
      TestId id = TestId.fromBytes(bytes);
      assertArrayEquals(bytes, id.toByteArray());
      assertEquals(id, TestId.parse(id.toHexString()));
      assertEquals(id, TestId.parse(id.toHexString().toUpperCase(Locale.ROOT)));
    } else {
      IllegalArgumentException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              IllegalArgumentException.class, () -> TestId.fromBytes(bytes));
      assertTrue(e.getMessage().endsWith("got " + bytes.length), e.getMessage());
    }
  }

  @Provide
  Arbitrary<String> nearlyHex() {
    // Mostly hex digits, with signs, whitespace, non-ASCII digits and letters mixed in, and
    // lengths around 24, so that valid and invalid inputs are both common.
    Arbitrary<Character> chars =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(40, Arbitraries.of("0123456789abcdefABCDEF".toCharArray())),
            net.jqwik.api.Tuple.of(
                1,
                Arbitraries.of(
                    '+', '-', ' ', '\t', 'g', 'G', 'x', '\u0663', '\uff10', '\u00a0', '\u0000',
                    '\u00e9')));
    return chars
        .list()
        .ofMinSize(20)
        .ofMaxSize(28)
        .map(list -> list.stream().map(String::valueOf).reduce("", String::concat));
  }

  @Provide
  Arbitrary<byte[]> byteArrays() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(5, Arbitraries.bytes().array(byte[].class).ofSize(12)),
        net.jqwik.api.Tuple.of(1, Arbitraries.bytes().array(byte[].class).ofMaxSize(30)));
  }
}
