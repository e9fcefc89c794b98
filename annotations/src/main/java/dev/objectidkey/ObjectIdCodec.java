package dev.objectidkey;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
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
 * case. {@link Character#digit(char, int)} is deliberately not used: it accepts non-ASCII digits
 * such as Arabic-Indic ones, which are not hexadecimal in any ObjectId implementation.
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

  private static final byte[] DIGITS = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  /** ASCII code point to nibble value, or -1 for anything that is not a hex digit. */
  private static final byte[] NIBBLES = new byte[128];

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
    return hex != null
        && hex.length() == HEX_LENGTH
        && (decode8(hex, 0) | decode8(hex, 8) | decode8(hex, 16)) >= 0;
  }

  /**
   * Decodes 8 hex digits starting at {@code offset} into the low 32 bits of the result, or returns
   * a negative number if any of them is not an ASCII hex digit. There is no branch per character:
   * an invalid digit contributes -1, whose sign bit survives the remaining shifts.
   */
  static long decode8(CharSequence hex, int offset) {
    long value = 0;
    for (int i = offset; i < offset + 8; i++) {
      char c = hex.charAt(i);
      int nibble = NIBBLES[c & 0x7F] | ((0x7F - c) >> 31);
      value = (value << 4) | nibble;
    }
    return value;
  }

  /** Writes the 24-character lower-case hex form of the id held as {@code timestamp, low}. */
  static String toHex(int timestamp, long low) {
    byte[] ascii = new byte[HEX_LENGTH];
    for (int i = 0; i < 8; i++) {
      ascii[i] = DIGITS[(timestamp >>> (28 - 4 * i)) & 0xF];
    }
    for (int i = 0; i < 16; i++) {
      ascii[8 + i] = DIGITS[(int) (low >>> (60 - 4 * i)) & 0xF];
    }
    return new String(ascii, StandardCharsets.ISO_8859_1);
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
      throw new IllegalArgumentException("Invalid " + type.getSimpleName()
          + " timestamp: got null; expected an Instant from " + MIN_INSTANT + " to " + MAX_INSTANT);
    }
    long seconds = t.getEpochSecond();
    if (seconds < 0 || seconds > MAX_EPOCH_SECOND) {
      throw new IllegalArgumentException("Invalid " + type.getSimpleName() + " timestamp " + t
          + ": expected an Instant from " + MIN_INSTANT + " to " + MAX_INSTANT
          + ", the range of the 4-byte unsigned seconds field");
    }
    return (int) seconds;
  }

  /** Builds the error for text that {@link #isValid} rejects, naming the first problem exactly. */
  static IllegalArgumentException invalidHex(CharSequence hex, Class<?> type) {
    String expected = "expected " + HEX_LENGTH + " hexadecimal characters (0-9, a-f, A-F)";
    if (hex == null) {
      return new IllegalArgumentException(
          "Invalid " + type.getSimpleName() + ": got null; " + expected);
    }
    String prefix = "Invalid " + type.getSimpleName() + " " + quote(hex) + ": " + expected + ", ";
    if (hex.length() != HEX_LENGTH) {
      return new IllegalArgumentException(prefix + "got " + hex.length());
    }
    for (int i = 0; i < HEX_LENGTH; i++) {
      char c = hex.charAt(i);
      if (c >= 128 || NIBBLES[c] < 0) {
        return new IllegalArgumentException(prefix + "got " + describe(c) + " at index " + i);
      }
    }
    throw new AssertionError("invalidHex called for valid input " + quote(hex));
  }

  static IllegalArgumentException invalidBytes(byte[] bytes, Class<?> type) {
    return new IllegalArgumentException("Invalid " + type.getSimpleName() + " bytes: expected exactly "
        + BYTES + " bytes, got " + (bytes == null ? "null" : String.valueOf(bytes.length)));
  }

  /** Names a rejected character the way a person would look for it. */
  private static String describe(char c) {
    String code = String.format("U+%04X", (int) c);
    if (c == '+' || c == '-') {
      return "the sign '" + c + "'";
    }
    if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
      return "whitespace (" + code + ")";
    }
    if (Character.isDigit(c)) {
      return "the non-ASCII digit '" + c + "' (" + code + ")";
    }
    if (Character.isISOControl(c) || Character.isSurrogate(c)) {
      return "the character " + code;
    }
    return "'" + c + "' (" + code + ")";
  }

  /**
   * Quotes bad input for a message: at most {@value #QUOTE_LIMIT} characters, control characters
   * escaped so the message stays on one line, and the full length stated when it was cut.
   */
  static String quote(CharSequence value) {
    StringBuilder out = new StringBuilder(Math.min(value.length(), QUOTE_LIMIT) + 24).append('"');
    int shown = Math.min(value.length(), QUOTE_LIMIT);
    for (int i = 0; i < shown; i++) {
      char c = value.charAt(i);
      if (Character.isISOControl(c)) {
        out.append(String.format("\\u%04x", (int) c));
      } else if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else {
        out.append(c);
      }
    }
    out.append('"');
    if (shown < value.length()) {
      out.append("... (").append(value.length()).append(" characters)");
    }
    return out.toString();
  }
}
