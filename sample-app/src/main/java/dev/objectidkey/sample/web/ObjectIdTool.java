package dev.objectidkey.sample.web;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.Messages;
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
 * decoder's lines and the orders in a time range. Bad input becomes a message in the result, with
 * the same wording as the command line's, never an exception.
 */
final class ObjectIdTool {

  /** The most lines the decoder reads at once. */
  static final int MAX_DECODE_LINES = 100;

  /** The most orders one page lists. */
  static final int MAX_ORDERS = 500;

  private final ShopService shop;

  ObjectIdTool(ShopService shop) {
    this.shop = shop;
  }

  /**
   * The generator's result: the ids, and a link that makes exactly them again, or what is wrong.
   *
   * @param ids the ids and their parts, empty on error
   * @param link the page's URL for exactly these ids, with all three parts fixed
   * @param error the message for a bad parameter, or null
   */
  record Generated(List<IdParts> ids, String link, String error) {}

  /**
   * One line of the decoder: its parts, or why it is not an ObjectId.
   *
   * @param line the line number, from 1, counting empty lines too
   * @param parts the parts, or null on error
   * @param error the message, the same as {@code inspect}'s, or null
   */
  record DecodedLine(int line, IdParts parts, String error) {}

  /**
   * The decoder's result.
   *
   * @param lines each non-empty line, in order
   * @param error a message for the input as a whole (too many lines), or null
   */
  record Decoded(List<DecodedLine> lines, String error) {

    boolean hasError() {
      return error != null || lines.stream().anyMatch(line -> line.error() != null);
    }
  }

  /**
   * The orders of a time range, and the query that found them.
   *
   * @param from the first second, {@link ObjectIdCodec#MIN_INSTANT} when not given
   * @param to the last second, {@link ObjectIdCodec#MAX_INSTANT} when not given
   * @param orders the first {@value #MAX_ORDERS} orders, oldest first
   * @param more whether there are more orders in the range than are listed
   * @param error a message for a bad parameter, or null
   * @param failure a message for a database failure, or null
   */
  record Orders(
      Instant from,
      Instant to,
      List<OrderView> orders,
      boolean more,
      String error,
      String failure) {

    OrderId min() {
      return OrderId.minFor(from);
    }

    OrderId max() {
      return OrderId.maxFor(to);
    }
  }

  Generated generate(QueryParameters parameters) {
    IdBatch batch;
    try {
      String count = parameters.get("n");
      batch =
          IdBatch.parse(
              IdBatch.Names.PARAMETERS,
              count == null ? "1" : count,
              parameters.get("time"),
              parameters.get("random"),
              parameters.get("counter"));
    } catch (IllegalArgumentException e) {
      return new Generated(List.of(), null, e.getMessage());
    }
    List<IdParts> ids = batch.generate().stream().map(IdParts::of).toList();
    IdParts first = ids.get(0);
    String link =
        "/?n="
            + ids.size()
            + "&time="
            + first.timestamp().getEpochSecond()
            + "&random="
            + first.random()
            + "&counter="
            + first.counter();
    return new Generated(ids, link, null);
  }

  Decoded decode(QueryParameters parameters) {
    String text = parameters.get("decode");
    if (text == null) {
      return new Decoded(List.of(), null);
    }
    String[] lines = text.split("\\R", -1);
    long ids = Arrays.stream(lines).filter(line -> !line.isEmpty()).count();
    if (ids > MAX_DECODE_LINES) {
      return new Decoded(
          List.of(),
          "Invalid value for decode: it has "
              + ids
              + " ids; at most "
              + MAX_DECODE_LINES
              + " at a time, one per line");
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
    return new Decoded(decoded, null);
  }

  Orders orders(QueryParameters parameters) {
    Instant from = ObjectIdCodec.MIN_INSTANT;
    Instant to = ObjectIdCodec.MAX_INSTANT;
    try {
      if (parameters.get("from") != null) {
        from = IdBatch.parseTime("from", parameters.get("from"));
      }
      if (parameters.get("to") != null) {
        to = IdBatch.parseTime("to", parameters.get("to"));
      }
      if (from.isAfter(to)) {
        throw new IllegalArgumentException(
            "Invalid range: from " + from + " is after to " + to + "; swap them");
      }
    } catch (IllegalArgumentException e) {
      return new Orders(
          ObjectIdCodec.MIN_INSTANT,
          ObjectIdCodec.MAX_INSTANT,
          List.of(),
          false,
          e.getMessage(),
          null);
    }
    List<OrderView> orders;
    try {
      orders = shop.ordersBetween(from, to, MAX_ORDERS + 1);
    } catch (RuntimeException e) {
      if (LocalHttpServer.isBusy(e)) {
        throw e; // 503, not a failure
      }
      return new Orders(from, to, List.of(), false, null, Messages.describe(e));
    }
    boolean more = orders.size() > MAX_ORDERS;
    return new Orders(from, to, more ? orders.subList(0, MAX_ORDERS) : orders, more, null, null);
  }
}
