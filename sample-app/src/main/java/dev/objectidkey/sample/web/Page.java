package dev.objectidkey.sample.web;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.LocalHttpServer.Answer;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.tool.IdParts;
import dev.objectidkey.sample.tool.ObjectId;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The ObjectId tool's one HTML page, and its status: 400 when any input is bad, else 500 when the
 * database failed. {@code page.html} is its Mustache template, which reads this object's fields
 * and the query's parameters by name; every value is HTML-escaped, since ids, pasted lines,
 * messages, customer names and products are all user input, and stays text even where it looks
 * like a tag. The page works without JavaScript;
 * {@code app.js} adds the browser's time zone and the copy-all button.
 */
final class Page {

  private static final List<String> PARAMETERS =
      List.of("n", "time", "random", "counter", "decode", "from", "to");

  private static final Mustache TEMPLATE =
      new DefaultMustacheFactory("dev/objectidkey/sample/web") {
        @Override
        public void encode(String value, Writer writer) {
          try {
            writer.write(escape(value));
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
      }.compile("page.html");

  /** The orders of the range, oldest first, and whether it has more than these. */
  private record OrderList(List<OrderRow> rows, boolean more) {}

  /** An order as a row of the list: its id's parts, customer and lines. */
  private record OrderRow(IdParts id, String customer, String lines) {

    static OrderRow of(OrderView order) {
      return new OrderRow(
          IdParts.of(ObjectId.parse(order.id().toHexString())),
          order.customerName(),
          order.lines().stream().map(LineItem::toString).collect(Collectors.joining(", ")));
    }
  }

  // What page.html reads by name (mustache.java reads no private member): the query, each
  // section's error, and each section's results; null leaves a part out.
  final String ordersQuery = ShopService.ORDERS_BETWEEN;
  final int maxOrders = ObjectIdTool.MAX_ORDERS;
  final String queryError;
  ObjectIdTool.Generated generated;
  final String generatorError;
  List<ObjectIdTool.DecodedLine> decoded = List.of();
  final String decoderError;
  ObjectIdTool.Range range;
  OrderList orderList;
  String failure;
  final String ordersError;

  private ObjectIdTool tool = ObjectIdTool.parse(null, PARAMETERS);
  private boolean bad;

  /** Renders the page for a request's query; an unknown parameter empties the form. */
  Page(String rawQuery, ShopService shop) {
    queryError = section(() -> tool = ObjectIdTool.parse(rawQuery, PARAMETERS));
    generatorError = section(() -> generated = tool.generate());
    decoderError = section(() -> decoded = tool.decode());
    bad |= decoded.stream().anyMatch(line -> line.error() != null);
    ordersError = section(() -> orders(shop));
  }

  Answer answer() {
    StringWriter page = new StringWriter();
    TEMPLATE.execute(page, new Object[] {this, tool.parameters()});
    int status = bad ? 400 : failure != null ? 500 : 200;
    return new Answer(status, "text/html; charset=utf-8", page.toString()).failed(failure);
  }

  /** Runs {@code compute}; returns the message of the bad input it found, else null. */
  private String section(Runnable compute) {
    try {
      compute.run();
      return null;
    } catch (IllegalArgumentException e) {
      bad = true;
      return e.getMessage();
    }
  }

  private void orders(ShopService shop) {
    range = tool.range();
    try {
      ObjectIdTool.Orders found = ObjectIdTool.orders(shop, range);
      orderList = new OrderList(found.orders().stream().map(OrderRow::of).toList(), found.more());
    } catch (RuntimeException e) {
      if (LocalHttpServer.isBusy(e)) {
        throw e; // 503, not a failure
      }
      failure = Messages.describe(e);
    }
  }

  /** {@code text} as a browser shows it, in element content and in quoted attributes. */
  static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;")
        .replace("'", "&#39;");
  }
}
