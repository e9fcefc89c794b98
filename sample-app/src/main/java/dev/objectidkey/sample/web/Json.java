package dev.objectidkey.sample.web;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON from maps, lists, strings, numbers, booleans and null: the little that the
 * endpoints answer, without a library. Maps keep their iteration order.
 */
final class Json {

  private Json() {}

  static String write(Object value) {
    StringBuilder out = new StringBuilder(256);
    write(value, out);
    return out.toString();
  }

  private static void write(Object value, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String text) {
      string(text, out);
    } else if (value instanceof Number || value instanceof Boolean) {
      out.append(value);
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
      while (entries.hasNext()) {
        Map.Entry<?, ?> entry = entries.next();
        string(entry.getKey().toString(), out);
        out.append(':');
        write(entry.getValue(), out);
        if (entries.hasNext()) {
          out.append(',');
        }
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        write(list.get(i), out);
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException(
          "Cannot write a " + value.getClass().getName() + " as JSON");
    }
  }

  /**
   * A JSON string (RFC 8259, section 7). Besides what JSON requires, U+2028 and U+2029 are escaped
   * too, since JavaScript before ES2019 ends a string at them.
   */
  private static void string(String text, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
