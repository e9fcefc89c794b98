package dev.objectidkey.sample.web;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.QueryParameters;
import dev.objectidkey.sample.tool.IdBatch;
import dev.objectidkey.sample.tool.IdParts;
import dev.objectidkey.sample.tool.ObjectId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the page and the JSON endpoints compute from their parameters: the generator's ids, the
 * decoder's lines and the orders in a time range. A bad parameter throws {@link
 * IllegalArgumentException} with the same message as the command line's.
 */
final class ObjectIdTool {

  /** The most lines the decoder reads at once. */
  static final int MAX_DECODE_LINES = 100;

  /** The most orders one page lists. */
  static final int MAX_ORDERS = 500;

  private ObjectIdTool() {}

  /** The generator's ids, and the page's URL that makes exactly them, all three parts fixed. */
  record Generated(List<IdParts> ids, String link) {}

  /**
   * One non-empty line of the decoder: its number, from 1, counting empty lines too; its parts, or
   * the same message as {@code inspect}'s.
   */
  record DecodedLine(int line, IdParts parts, String error) {}

  /** A time range, {@link ObjectIdCodec#MIN_INSTANT} to {@link ObjectIdCodec#MAX_INSTANT}. */
  record Range(Instant from, Instant to) {

    OrderId min() {
      return OrderId.minFor(from);
    }

    OrderId max() {
      return OrderId.maxFor(to);
    }
  }

  /** The first {@value #MAX_ORDERS} orders of a range, oldest first, and whether it has more. */
  record Orders(List<OrderView> orders, boolean more) {}

  static Generated generate(QueryParameters parameters) {
    String count = parameters.get("n");
    IdBatch batch =
        IdBatch.parse(
            IdBatch.Names.PARAMETERS,
            count == null ? "1" : count,
            parameters.get("time"),
            parameters.get("random"),
            parameters.get("counter"));
    List<IdParts> ids = batch.generate().stream().map(IdParts::of).toList();
    IdParts first = ids.get(0);
    String link =
        "/?n=%s&time=%s&random=%s&counter=%s"
            .formatted(
                ids.size(), first.timestamp().getEpochSecond(), first.random(), first.counter());
    return new Generated(ids, link);
  }

  static List<DecodedLine> decode(QueryParameters parameters) {
    String text = parameters.get("decode");
    String[] lines = text == null ? new String[0] : text.split("\\R", -1);
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

  static Range range(QueryParameters parameters) {
    String from = parameters.get("from");
    String to = parameters.get("to");
    Range range =
        new Range(
            from == null ? ObjectIdCodec.MIN_INSTANT : IdBatch.parseTime("from", from),
            to == null ? ObjectIdCodec.MAX_INSTANT : IdBatch.parseTime("to", to));
    if (range.from().isAfter(range.to())) {
      throw new IllegalArgumentException(
          "Invalid range: from " + range.from() + " is after to " + range.to() + "; swap them");
    }
    return range;
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
