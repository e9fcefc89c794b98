package dev.objectidkey.sample.support;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Messages as the sample prints them: on one line, with bad input quoted and cut, and nothing in
 * them that acts on a terminal. A message quotes text from the user's files and URLs, which could
 * otherwise make the terminal, or a log, show another outcome than the real one.
 */
public final class Messages {

  /** The longest error line printed; see {@link #oneLine}. */
  public static final int MESSAGE_LIMIT = 400;

  /** Messages quote at most this many characters of the bad input, as the library's own do. */
  static final int QUOTE_LIMIT = 64;

  private Messages() {}

  /**
   * Quotes bad input exactly as the library's own messages do ({@code Invalid OrderId "…": …}), whose
   * quoting is not public: at most {@value #QUOTE_LIMIT} characters, cut between code points, with
   * {@link #isInvisible} characters escaped, and the full length stated when it was cut.
   */
  public static String quote(CharSequence value) {
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
          out.append(String.format(Locale.ROOT, "\\u%04x", (int) value.charAt(j)));
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

  /** {@code text} with every {@link #isInvisible} character written as {@code \\uXXXX}. */
  public static String visible(String text) {
    return text.codePoints()
        .mapToObj(
            c -> isInvisible(c) ? String.format(Locale.ROOT, "\\u%04X", c) : Character.toString(c))
        .collect(Collectors.joining());
  }

  /**
   * The message on one line, {@link #visible}, and at most {@value #MESSAGE_LIMIT} characters: the
   * net for messages that picocli or a driver build around a huge argument. They keep their start,
   * where the reason is, and their end, where the fix is.
   */
  public static String oneLine(String message) {
    String line = visible(flat(message));
    if (line.length() <= MESSAGE_LIMIT) {
      return line;
    }
    int head = MESSAGE_LIMIT / 2;
    int tail = line.length() - MESSAGE_LIMIT / 4;
    // Never between the two halves of a surrogate pair.
    head -= Character.isLowSurrogate(line.charAt(head)) ? 1 : 0;
    tail += Character.isLowSurrogate(line.charAt(tail)) ? 1 : 0;
    return line.substring(0, head)
        + " ... ("
        + (tail - head)
        + " characters cut) ... "
        + line.substring(tail);
  }

  /** A failure as one line: its message, and its root cause's when that says more. */
  public static String describe(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = flat(e.getMessage() != null ? e.getMessage() : e.toString());
    if (root != e && root.getMessage() != null && !message.contains(flat(root.getMessage()))) {
      message += " (caused by: " + flat(root.getMessage()) + ")";
    }
    return message;
  }

  private static String flat(String message) {
    return message.strip().replaceAll("\\s*\\R\\s*", " ");
  }

  /**
   * Whether printing {@code codePoint} raw could break or disguise a message: controls (ESC starts
   * colour and cursor sequences), line and paragraph separators, format characters (the bidi
   * overrides such as U+202E, zero-width characters) and lone surrogates.
   */
  static boolean isInvisible(int codePoint) {
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
}
