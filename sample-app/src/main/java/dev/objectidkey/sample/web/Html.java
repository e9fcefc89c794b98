package dev.objectidkey.sample.web;

/** Escapes text for HTML, in element content and in double- or single-quoted attributes. */
final class Html {

  private Html() {}

  /**
   * Escapes {@code text} so that a browser shows it as it is: customer names, products and pasted
   * ids are user input, and none of them may become markup.
   */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
