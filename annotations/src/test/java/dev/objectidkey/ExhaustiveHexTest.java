package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The hex codec against every possible input character and against the JDK's {@link HexFormat}:
 * the decoder has no branch per character, so its correctness is checked over all of its input
 * space rather than by examples.
 */
class ExhaustiveHexTest {

  private static final String VALID = "507f1f77bcf86cd799439011";

  @Test
  void everyCharacterAtEveryPositionIsValidExactlyWhenItIsAnAsciiHexDigit() {
    char[] text = VALID.toCharArray();
    int cases = 0;
    for (int position = 0; position < ObjectIdCodec.HEX_LENGTH; position++) {
      for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
        text[position] = (char) c;
        if (ObjectIdCodec.isValid(new String(text)) != isHexDigit(c)) {
          fail("isValid is wrong for U+%04X at index %d".formatted(c, position));
        }
        cases++;
      }
      text[position] = VALID.charAt(position);
    }
    assertEquals(24 * 65_536, cases);
  }

  @Test
  void aCharacterAboveLatin1IsRejectedWhereItsLowByteIsAHexDigitAlsoOnceTheCheckIsHot() {
    // isValid reads its table by a character's low byte and rejects anything above U+00FF by a
    // separate term, which the JIT drops for Latin-1 text. Run it hot on Latin-1 ids first, the
    // way a server does, then give it every character whose low byte is a hex digit (U+0130 'İ'
    // for '0', U+FF41 for 'A', ...) at every position.
    String[] ids = new String[1024];
    SplittableRandom random = new SplittableRandom(20261204L);
    for (int i = 0; i < ids.length; i++) {
      ids[i] = String.format("%08x%016x", random.nextInt(), random.nextLong());
    }
    int accepted = 0;
    for (int i = 0; i < 300_000; i++) {
      accepted += ObjectIdCodec.isValid(ids[i & 1023]) ? 1 : 0;
    }
    assertEquals(300_000, accepted);
    char[] text = VALID.toCharArray();
    String digits = "0123456789abcdefABCDEF";
    for (int position = 0; position < ObjectIdCodec.HEX_LENGTH; position++) {
      for (int high = 0x01; high <= 0xFF; high++) {
        for (int d = 0; d < digits.length(); d++) {
          text[position] = (char) (high << 8 | digits.charAt(d));
          if (ObjectIdCodec.isValid(new String(text))) {
            fail("isValid accepted U+%04X at index %d".formatted((int) text[position], position));
          }
        }
      }
      text[position] = VALID.charAt(position);
    }
    assertEquals(true, ObjectIdCodec.isValid(new String(text)));
  }

  @Test
  void isValidRejectsNullAndEveryLengthButTwentyFourForAnyCharSequence() {
    assertFalse(ObjectIdCodec.isValid(null));
    StringBuilder text = new StringBuilder();
    for (int length = 0; length <= 2 * ObjectIdCodec.HEX_LENGTH; length++) {
      assertEquals(
          length == ObjectIdCodec.HEX_LENGTH, ObjectIdCodec.isValid(text), "length " + length);
      assertEquals(
          length == ObjectIdCodec.HEX_LENGTH,
          ObjectIdCodec.isValid(text.toString().toUpperCase(java.util.Locale.ROOT)),
          "upper case, length " + length);
      text.append(VALID.charAt(length % ObjectIdCodec.HEX_LENGTH));
    }
  }

  @Test
  void parseReadsOrRejectsEveryCharacterNamingItsIndex() {
    // All 65,536 characters at the first and last index, one in each of the decoder's 8-digit
    // groups that share no code, and the first 256 (ASCII and Latin-1, where the tables end) at
    // every index. A rejection builds a message, so this is the expensive half.
    char[] text = VALID.toCharArray();
    for (int position = 0; position < ObjectIdCodec.HEX_LENGTH; position++) {
      boolean everyChar = position == 0 || position == 12 || position == 23;
      int last = everyChar ? Character.MAX_VALUE : 255;
      for (int c = Character.MIN_VALUE; c <= last; c++) {
        text[position] = (char) c;
        String candidate = new String(text);
        try {
          TestId parsed = TestId.parse(candidate);
          if (!isHexDigit(c)) {
            fail("parse accepted U+%04X at index %d".formatted(c, position));
          }
          if (!candidate.toLowerCase(java.util.Locale.ROOT).equals(parsed.toHexString())) {
            fail("parse misread " + candidate + " as " + parsed);
          }
        } catch (IllegalArgumentException rejected) {
          if (isHexDigit(c)) {
            fail("parse rejected U+%04X at index %d: %s".formatted(c, position, rejected));
          }
          if (!rejected.getMessage().endsWith(" at index " + position)) {
            fail("the message does not name index " + position + ": " + rejected.getMessage());
          }
        }
      }
      text[position] = VALID.charAt(position);
    }
  }

  private static boolean isHexDigit(int c) {
    return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
  }

  @Test
  void toHexStringAndParseAgreeWithHexFormatForAMillionRandomIdsAndTheEdges() {
    HexFormat lower = HexFormat.of();
    HexFormat upper = HexFormat.of().withUpperCase();
    SplittableRandom random = new SplittableRandom(20261203L);
    byte[] bytes = new byte[ObjectIdCodec.BYTES];
    for (int i = 0; i < 1_000_000 + 256; i++) {
      if (i < 256) {
        java.util.Arrays.fill(bytes, (byte) i); // 00..00, 01..01, ..., ff..ff
      } else {
        random.nextBytes(bytes);
      }
      TestId id = TestId.fromBytes(bytes);
      String expected = lower.formatHex(bytes);
      if (!expected.equals(id.toHexString())) {
        fail("toHexString of " + expected + " gave " + id.toHexString());
      }
      TestId parsed = TestId.parse(upper.formatHex(bytes));
      if (!parsed.equals(id)) {
        assertArrayEquals(bytes, parsed.toByteArray(), "parse of " + upper.formatHex(bytes));
      }
    }
  }
}
