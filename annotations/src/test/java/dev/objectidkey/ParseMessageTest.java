package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a rejected hex string's message shows: it must stay one readable, honest line. */
class ParseMessageTest {

  private static String messageFor(String hex) {
    return assertThrows(IllegalArgumentException.class, () -> TestId.parse(hex)).getMessage();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"\u2028", "\u2029", "\u202e", "\u2066", "\u200b", "\ufeff", "\n", "\u0085"})
  void escapesCharactersThatWouldBreakOrDisguiseTheMessage(String invisible) {
    String hex = "6553f1003f2a91c8d40030" + invisible + "9";
    String message = messageFor(hex);

    assertFalse(message.contains(invisible), message);
    String escaped = String.format("\\u%04x", (int) invisible.charAt(0));
    assertTrue(message.contains("\"6553f1003f2a91c8d40030" + escaped + "9\""), message);
    String code = String.format("U+%04X", (int) invisible.charAt(0));
    assertTrue(
        message.endsWith("got the character " + code + " at index 22")
            || message.endsWith("got whitespace (" + code + ") at index 22"),
        message);
  }

  @Test
  void namesAnEmojiAsOneCodePoint() {
    String message = messageFor("6553f1003f2a91c8d40030\ud83d\ude00");
    assertTrue(message.endsWith("got '\ud83d\ude00' (U+1F600) at index 22"), message);
  }

  @Test
  void namesALoneSurrogateByItsCode() {
    String message = messageFor("6553f1003f2a91c8d4003\ud83d39");
    assertTrue(message.endsWith("got the character U+D83D at index 21"), message);
    assertTrue(message.contains("\\ud83d"), message);
  }

  @Test
  void cutsLongInputBetweenCodePointsNeverInsideASurrogatePair() {
    // 63 ASCII characters, then an emoji whose two halves straddle the 64-character limit.
    String hex = "x".repeat(63) + "\ud83d\ude00" + "y".repeat(100);
    String message = messageFor(hex);

    assertTrue(message.contains("\"" + "x".repeat(63) + "\"... (165 characters)"), message);
    assertFalse(message.contains("\ud83d"), message);
  }

  @Test
  void quotesAtMostSixtyFourCharactersOfAHugeInput() {
    String message = messageFor("a".repeat(1_000_000));
    assertTrue(message.length() < 200, message.length() + " characters");
    assertEquals(
        "Invalid TestId \""
            + "a".repeat(64)
            + "\"... (1000000 characters): expected 24"
            + " hexadecimal characters, got 1000000",
        message);
  }

  @Test
  void applicationsQuoteTheirOwnBadInputWithTheSameCutAndEscapes() {
    assertEquals("\"tea\\u202eeffoc \\\"x\\\\\"", ObjectIdCodec.quote("tea\u202eeffoc \"x\\"));
    assertEquals(
        "\"" + "7".repeat(64) + "\"... (65 characters)", ObjectIdCodec.quote("7".repeat(65)));
  }
}
