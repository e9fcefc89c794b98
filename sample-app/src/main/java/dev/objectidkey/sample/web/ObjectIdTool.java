package dev.objectidkey.sample.web;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.tool.IdBatch;
import dev.objectidkey.sample.tool.IdParts;
import dev.objectidkey.sample.tool.ObjectId;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A request's query parameters, checked against the names an endpoint knows, and what the page and
 * the JSON endpoints compute from them: the generator's ids, the decoder's lines and the orders in
 * a time range. Bad input throws {@link IllegalArgumentException} with the same message as the
 * command line's. An empty value is taken as absent, since a form sends its empty fields as {@code
 * name=}.
 */
record ObjectIdTool(Map<String, String> parameters) {

  /** The longest query string read; a longer one is refused, not cut. */
  static final int MAX_QUERY_LENGTH = 16 * 1024;

  static final int MAX_DECODE_LINES = 100;

  static final int MAX_ORDERS = 500;

  /** The generator's ids, and the page's URL that makes exactly them, all three parts fixed. */
  record Generated(List<IdParts> ids, String link) {}

  /**
   * One non-empty line of the decoder: its number, from 1, counting empty lines too; its parts, or
   * the same message as {@code inspect}'s.
   */
  record DecodedLine(int line, IdParts parts, String error) {}

  /** A time range, {@link ObjectIdCodec#MIN_INSTANT} to {@link ObjectIdCodec#MAX_INSTANT}. */
  record Range(Instant from, Instant to) {

    /** The first id of second {@code from}, where the range of ids starts. */
    OrderId min() {
      return OrderId.minFor(from);
    }

    /** The last id of second {@code to}, where the range of ids ends. */
    OrderId max() {
      return OrderId.maxFor(to);
    }
  }

  /** The first {@value #MAX_ORDERS} orders of a range, oldest first, and whether it has more. */
  record Orders(List<OrderView> orders, boolean more) {}

  /**
   * Parses {@code rawQuery} (null for none), decoding percent-escapes and {@code +} as UTF-8; a name
   * not {@code known} or repeated, a malformed escape or a query over {@value #MAX_QUERY_LENGTH}
   * characters throws.
   */
  static ObjectIdTool parse(String rawQuery, List<String> known) {
    Map<String, String> values = new LinkedHashMap<>();
    if (rawQuery != null && rawQuery.length() > MAX_QUERY_LENGTH) {
      throw new IllegalArgumentException(
          "Invalid query: it is " + rawQuery.length() + " characters; at most " + MAX_QUERY_LENGTH);
    }
    for (String pair : Objects.requireNonNullElse(rawQuery, "").split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int equals = pair.indexOf('=');
      String name = unescape(equals < 0 ? pair : pair.substring(0, equals));
      String value = equals < 0 ? "" : unescape(pair.substring(equals + 1));
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
    return new ObjectIdTool(values);
  }

  private static String unescape(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "Invalid query: " + Messages.quote(text) + " holds a malformed %-escape; write % as %25");
    }
  }

  /** Returns a parameter's value, or null if it was absent or empty. */
  String get(String name) {
    String value = parameters.get(name);
    return value == null || value.isEmpty() ? null : value;
  }

  Generated generate() {
    IdBatch batch =
        IdBatch.parse(
            IdBatch.Names.PARAMETERS,
            Objects.requireNonNullElse(get("n"), "1"),
            get("time"),
            get("random"),
            get("counter"));
    List<IdParts> ids = batch.generate().stream().map(IdParts::of).toList();
    IdParts first = ids.get(0);
    String link =
        "/?n=%s&time=%s&random=%s&counter=%s"
            .formatted(
                ids.size(), first.timestamp().getEpochSecond(), first.random(), first.counter());
    return new Generated(ids, link);
  }

  List<DecodedLine> decode() {
    String[] lines = Objects.requireNonNullElse(get("decode"), "").split("\\R", -1);
    long ids = Arrays.stream(lines).filter(line -> !line.isEmpty()).count();
    if (ids > MAX_DECODE_LINES) {
      throw new IllegalArgumentException(
          "Invalid value for decode: it has %s ids; at most %s at a time, one per line"
              .formatted(ids, MAX_DECODE_LINES));
    }
    List<DecodedLine> decoded = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].isEmpty()) {
        continue;
      }
      try {
        decoded.add(new DecodedLine(i + 1, IdParts.of(ObjectId.parse(lines[i])), null));
      } catch (IllegalArgumentException e) {
        decoded.add(new DecodedLine(i + 1, null, e.getMessage()));
      }
    }
    return decoded;
  }

  Range range() {
    Range range =
        new Range(time("from", ObjectIdCodec.MIN_INSTANT), time("to", ObjectIdCodec.MAX_INSTANT));
    if (range.from().isAfter(range.to())) {
      throw new IllegalArgumentException(
          "Invalid range: from " + range.from() + " is after to " + range.to() + "; swap them");
    }
    return range;
  }

  private Instant time(String name, Instant absent) {
    return get(name) == null ? absent : IdBatch.parseTime(name, get(name));
  }

  static Orders orders(ShopService shop, Range range) {
    List<OrderView> orders;
    try {
      orders = shop.ordersBetween(range.from(), range.to(), MAX_ORDERS + 1);
    } catch (IllegalArgumentException e) {
      // A database failure, never bad input: the callers answer IllegalArgumentException with 400.
      throw new IllegalStateException(e.getMessage(), e);
    }
    boolean more = orders.size() > MAX_ORDERS;
    return new Orders(more ? orders.subList(0, MAX_ORDERS) : orders, more);
  }
}
