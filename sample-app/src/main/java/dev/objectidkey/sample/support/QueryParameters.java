package dev.objectidkey.sample.support;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters of a request's query string, checked against the names an endpoint knows. An
 * empty value is taken as absent, since a form sends its empty fields as {@code name=}.
 */
public record QueryParameters(Map<String, String> values) {

  /** The longest query string read; a longer one is refused, not cut. */
  public static final int MAX_QUERY_LENGTH = 16 * 1024;

  /**
   * Parses {@code rawQuery} (null for none), percent-escapes and {@code +} decoded as UTF-8.
   *
   * @param known the names the endpoint takes
   * @throws IllegalArgumentException for an unknown or repeated name, a malformed escape, or a
   *     query over {@value #MAX_QUERY_LENGTH} characters
   */
  public static QueryParameters parse(String rawQuery, List<String> known) {
    Map<String, String> values = new LinkedHashMap<>();
    if (rawQuery == null || rawQuery.isEmpty()) {
      return new QueryParameters(values);
    }
    if (rawQuery.length() > MAX_QUERY_LENGTH) {
      throw new IllegalArgumentException(
          "Invalid query: it is " + rawQuery.length() + " characters; at most " + MAX_QUERY_LENGTH);
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int equals = pair.indexOf('=');
      String name = decode(equals < 0 ? pair : pair.substring(0, equals));
      String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
      if (!known.contains(name)) {
        throw new IllegalArgumentException(
            "Unknown parameter " + Messages.quote(name) + ": expected " + String.join(", ", known));
      }
      if (values.containsKey(name)) {
        throw new IllegalArgumentException(
            "Invalid query: the parameter " + name + " is given twice; give it once");
      }
      values.put(name, value);
    }
    return new QueryParameters(values);
  }

  private static String decode(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "Invalid query: " + Messages.quote(text) + " holds a malformed %-escape; write % as %25");
    }
  }

  /** Returns a parameter's value, or null if it was absent or empty. */
  public String get(String name) {
    String value = values.get(name);
    return value == null || value.isEmpty() ? null : value;
  }
}
