package dev.objectidkey;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.time.Instant;

/**
 * The 12-byte ObjectId codec: hex text, byte arrays and timestamps, with the error messages for
 * bad input.
 *
 * <p>An id is held as two fields, exactly as the BSON ObjectId specification lays out its bytes:
 * <pre>
 *   bytes 0-3   timestamp   seconds since the Unix epoch, unsigned, big-endian   (an int)
 *   bytes 4-8   random      5 bytes chosen once per process                       \ (a long:
 *   bytes 9-11  counter     3 bytes, big-endian, wrapping at 2^24                 /  bytes 4-11)
 * </pre>
 * Unsigned comparison of the int, then of the long, is therefore unsigned byte-wise comparison of
 * the 12 bytes, which is also the order of the lower-case hex form.
 *
 * <p>Hex text is exactly 24 ASCII hexadecimal digits, read in either case and written in lower
 * case, and never through {@link Character#digit(char, int)}, which accepts non-ASCII digits.
 */
public final class ObjectIdCodec {

  /** The number of bytes in an ObjectId. */
  public static final int BYTES = 12;

  /** The number of characters in the hex form of an ObjectId. */
  public static final int HEX_LENGTH = 24;

  /** The largest timestamp the 4-byte unsigned seconds field holds: 2106-02-07T06:28:15Z. */
  public static final long MAX_EPOCH_SECOND = 0xFFFF_FFFFL;

  /** The earliest instant an ObjectId timestamp can express. */
  public static final Instant MIN_INSTANT = Instant.EPOCH;

  /** The latest instant an ObjectId timestamp can express (at one-second resolution). */
  public static final Instant MAX_INSTANT = Instant.ofEpochSecond(MAX_EPOCH_SECOND);

  /** Messages quote at most this many characters of the bad input. */
  static final int QUOTE_LIMIT = 64;

  /**
   * Latin-1 character to nibble value, or -1 for anything that is not an ASCII hex digit: 256
   * entries, so {@link #nibble} can index it with any character's low byte.
   */
  private static final byte[] NIBBLES = new byte[256];

  static {
    java.util.Arrays.fill(NIBBLES, (byte) -1);
    for (int i = 0; i < 10; i++) {
      NIBBLES['0' + i] = (byte) i;
    }
    for (int i = 0; i < 6; i++) {
      NIBBLES['a' + i] = (byte) (10 + i);
      NIBBLES['A' + i] = (byte) (10 + i);
    }
  }

  /**
   * Two ASCII characters to one byte: entry {@code c1 << 7 | c2} holds the value of the hex digits
   * {@code c1 c2}, or -1 if either is not one. Why pairs and raw characters: docs/benchmarks/results.md,
   * "How the codec reaches these numbers".
   */
  private static final short[] PAIRS = new short[128 * 128];

  static {
    for (int high = 0; high < 128; high++) {
      for (int low = 0; low < 128; low++) {
        int a = NIBBLES[high];
        int b = NIBBLES[low];
        PAIRS[high << 7 | low] = (short) ((a | b) < 0 ? -1 : a << 4 | b);
      }
    }
  }

  private static final VarHandle INT_BE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle LONG_BE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private ObjectIdCodec() {}

  /**
   * Tells whether {@code hex} is a valid ObjectId in hex form: exactly 24 ASCII hexadecimal digits,
   * in either case. Any layout is valid, including the legacy machine-hash and process-id one.
   *
   * @param hex the text to check; may be {@code null}
   * @return {@code true} if and only if parsing {@code hex} would succeed
   */
  public static boolean isValid(CharSequence hex) {
    if (hex == null) {
      return false;
    }
    String text = hex.toString(); // read once, as the constructor does
    if (text.length() != HEX_LENGTH) {
      return false;
    }
    // Not decode8: validation needs no value, and a branch-free table read per character is
    // faster (docs/benchmarks/results.md, "isValid on well-formed ids").
    int any = 0;
    for (int i = 0; i < HEX_LENGTH; i++) {
      any |= nibble(text.charAt(i));
    }
    return any >= 0;
  }

  /**
   * The value of the hex digit {@code c}, or a negative number if {@code c} is not an ASCII hex
   * digit: the table covers the low byte, and any character above U+00FF is made negative.
   */
  private static int nibble(int c) {
    return NIBBLES[c & 0xFF] | -(c >>> 8);
  }

  /**
   * Decodes 8 hex digits starting at {@code offset} into the low 32 bits of the result, or returns
   * a negative number if any of them is not an ASCII hex digit. An invalid pair's -1 keeps its sign
   * bit through the shifts; a character outside ASCII sets a bit of {@code outside} above bit 6.
   */
  static long decode8(String hex, int offset) {
    long value = 0;
    int outside = 0;
    for (int i = offset; i < offset + 8; i += 2) {
      int high = hex.charAt(i);
      int low = hex.charAt(i + 1);
      outside |= high | low;
      value = (value << 8) | PAIRS[(high << 7 | low) & 0x3FFF];
    }
    return value | -(outside >>> 7);
  }

  /** Writes the 24-character lower-case hex form of the id held as {@code timestamp, low}. */
  @SuppressWarnings("deprecation") // String(byte[], int, int, int): see below
  static String toHex(int timestamp, long low) {
    byte[] ascii = new byte[HEX_LENGTH];
    LONG_BE.set(ascii, 0, hexDigits(timestamp));
    LONG_BE.set(ascii, 8, hexDigits((int) (low >>> 32)));
    LONG_BE.set(ascii, 16, hexDigits((int) low));
    // Exact for ASCII, and unlike String(byte[], Charset) small enough to inline
    // (docs/benchmarks/results.md, "How the codec reaches these numbers").
    return new String(ascii, 0, 0, HEX_LENGTH);
  }

  /**
   * The 8 lower-case hex digits of {@code value}, most significant first, as ASCII bytes packed
   * big-endian into a long.
   */
  private static long hexDigits(int value) {
    long nibbles = value & 0xFFFF_FFFFL;
    nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFFL;
    nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FFL;
    nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0FL;
    // Adding 6 carries into bit 4 exactly for the nibbles 10-15, which need 'a' - '0' - 10 = 39
    // more than a decimal digit. No byte overflows: the largest, 15 + '0' + 39, is 'f'.
    long letters = ((nibbles + 0x0606_0606_0606_0606L) >>> 4) & 0x0101_0101_0101_0101L;
    return nibbles + 0x3030_3030_3030_3030L + letters * ('a' - '0' - 10);
  }

  static int readTimestamp(byte[] bytes) {
    return (int) INT_BE.get(bytes, 0);
  }

  static long readLow(byte[] bytes) {
    return (long) LONG_BE.get(bytes, 4);
  }

  static byte[] toBytes(int timestamp, long low) {
    byte[] bytes = new byte[BYTES];
    INT_BE.set(bytes, 0, timestamp);
    LONG_BE.set(bytes, 4, low);
    return bytes;
  }

  /**
   * Returns {@code t}'s epoch second as the 4-byte timestamp field.
   *
   * @throws IllegalArgumentException if {@code t} is null or outside {@link #MIN_INSTANT} ..
   *     {@link #MAX_INSTANT} (at one-second resolution)
   */
  static int timestampOf(Instant t, Class<?> type) {
    if (t == null) {
      throw new IllegalArgumentException(
          "Invalid "
              + type.getSimpleName()
              + " timestamp: got null; expected an Instant from "
              + MIN_INSTANT
              + " to "
              + MAX_INSTANT);
    }
    long seconds = t.getEpochSecond();
    if (seconds < 0 || seconds > MAX_EPOCH_SECOND) {
      throw new IllegalArgumentException(
          "Invalid "
              + type.getSimpleName()
              + " timestamp "
              + t
              + ": expected an Instant from "
              + MIN_INSTANT
              + " to "
              + MAX_INSTANT
              + ", the range of the 4-byte unsigned seconds field");
    }
    return (int) seconds;
  }

  /** Builds the error for text that {@link #isValid} rejects, naming the first problem exactly. */
  static IllegalArgumentException invalidHex(CharSequence hex, Class<?> type) {
    String expected = "expected " + HEX_LENGTH + " hexadecimal characters";
    String digits = " (0-9, a-f, A-F)";
    if (hex == null) {
      return new IllegalArgumentException(
          "Invalid " + type.getSimpleName() + ": got null; " + expected + digits);
    }
    String prefix = "Invalid " + type.getSimpleName() + " " + quote(hex) + ": " + expected;
    if (hex.length() != HEX_LENGTH) {
      return new IllegalArgumentException(prefix + ", got " + hex.length());
    }
    prefix += digits + ", ";
    for (int i = 0; i < HEX_LENGTH; i++) {
      char c = hex.charAt(i);
      if (nibble(c) < 0) {
        // A whole code point: an emoji is one character to its writer, not two surrogates.
        int codePoint = Character.codePointAt(hex, i);
        return new IllegalArgumentException(
            prefix + "got " + describe(codePoint) + " at index " + i);
      }
    }
    throw new AssertionError("invalidHex called for valid input " + quote(hex));
  }

  static IllegalArgumentException invalidBytes(byte[] bytes, Class<?> type) {
    return new IllegalArgumentException(
        "Invalid "
            + type.getSimpleName()
            + " bytes: expected exactly "
            + BYTES
            + " bytes, got "
            + (bytes == null ? "null" : String.valueOf(bytes.length)));
  }

  /** Names a rejected code point the way a person would look for it. */
  private static String describe(int codePoint) {
    String code = String.format("U+%04X", codePoint);
    if (codePoint == '+' || codePoint == '-') {
      return "the sign '" + (char) codePoint + "'";
    }
    if (Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint)) {
      return "whitespace (" + code + ")";
    }
    if (Character.isDigit(codePoint)) {
      return "the non-ASCII digit '" + Character.toString(codePoint) + "' (" + code + ")";
    }
    if (isInvisible(codePoint)) {
      return "the character " + code;
    }
    return "'" + Character.toString(codePoint) + "' (" + code + ")";
  }

  /**
   * Whether printing {@code codePoint} raw could break or disguise a message: control characters,
   * line and paragraph separators (U+2028, U+2029), format characters (among them the bidi
   * overrides such as U+202E and zero-width characters), and unpaired surrogates.
   */
  private static boolean isInvisible(int codePoint) {
    return switch (Character.getType(codePoint)) {
      case Character.CONTROL,
          Character.FORMAT,
          Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR,
          Character.SURROGATE ->
          true;
      default -> false;
    };
  }

  /**
   * Quotes bad input for a message, the way this library's own messages do: at most
   * {@value #QUOTE_LIMIT} characters, cut between code points, never inside a surrogate pair;
   * control, format, line and paragraph separator characters and lone surrogates escaped as a
   * backslash-u and four hex digits, so that the message stays on one line and reads as it is;
   * {@code "} and {@code \} escaped with a backslash; the full length stated when it was cut, as in
   * {@code "aaa...a"... (1000 characters)}.
   *
   * @param value the bad input, not null
   * @return the quoted text, in double quotes
   */
  static String quote(CharSequence value) {
    StringBuilder out = new StringBuilder(Math.min(value.length(), QUOTE_LIMIT) + 24).append('"');
    int i = 0;
    while (i < value.length()) {
      int codePoint = Character.codePointAt(value, i);
      int width = Character.charCount(codePoint);
      if (i + width > QUOTE_LIMIT) {
        break;
      }
      if (isInvisible(codePoint)) {
        for (int j = i; j < i + width; j++) {
          out.append(String.format("\\u%04x", (int) value.charAt(j)));
        }
      } else if (codePoint == '"' || codePoint == '\\') {
        out.append('\\').append((char) codePoint);
      } else {
        out.appendCodePoint(codePoint);
      }
      i += width;
    }
    out.append('"');
    if (i < value.length()) {
      out.append("... (").append(value.length()).append(" characters)");
    }
    return out.toString();
  }
}
