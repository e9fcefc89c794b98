package dev.objectidkey.sample.web;

import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.LocalHttpServer.Answer;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.tool.IdParts;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The ObjectId tool's one HTML page, and its status: 400 when any input is bad, else 500 when the
 * database failed. {@code page.html} holds its markup, with each parameter's value as {@code
 * {{name}}}, escaped, and each section's result as {@code {{{name}}}}, written here by {@link
 * #add}, which escapes every value: ids, pasted lines, messages, customer names and products are
 * all user input. One pass fills the slots, so a value that looks like a slot stays text. The page
 * works without JavaScript; {@code app.js} adds the browser's time zone and the copy-all button.
 */
final class Page {

  private static final List<String> PARAMETERS =
      List.of("n", "time", "random", "counter", "decode", "from", "to");

  private static final String TEMPLATE = ShopServer.text("page.html");

  private static final Pattern SLOT = Pattern.compile("\\{\\{\\{([a-z-]+)}}}|\\{\\{([a-z]+)}}");

  private ObjectIdTool tool = ObjectIdTool.parse(null, PARAMETERS);
  private StringBuilder html;
  private boolean bad;
  private String failure;
  private final String page;

  /** Renders the page for a request's query; an unknown parameter empties the form. */
  Page(String rawQuery, ShopService shop) {
    String queryError =
        section("query-error", () -> tool = ObjectIdTool.parse(rawQuery, PARAMETERS));
    Map<String, String> sections =
        Map.of(
            "query-error", queryError,
            "generator", section("generator-error", this::generator),
            "decoder", section("decoder-error", this::decoder),
            "orders", section("orders-error", () -> orders(shop)));
    page =
        SLOT.matcher(TEMPLATE)
            .replaceAll(
                slot ->
                    Matcher.quoteReplacement(
                        slot.group(1) != null
                            ? sections.get(slot.group(1))
                            : escape(Objects.toString(tool.get(slot.group(2)), ""))));
  }

  Answer answer() {
    return new Answer(
        bad ? 400 : failure != null ? 500 : 200, "text/html; charset=utf-8", page, failure);
  }

  /**
   * What {@code writer} writes with {@link #add}, or the message of the bad input it found first,
   * as the error {@code errorId}.
   */
  private String section(String errorId, Runnable writer) {
    html = new StringBuilder();
    try {
      writer.run();
    } catch (IllegalArgumentException e) {
      bad = true;
      add("<p class=\"error\" role=\"alert\" id=\"%s\">%s</p>\n", errorId, e.getMessage());
    }
    return html.toString();
  }

  /** Appends {@code template} with each {@code %s} replaced by a value, HTML-escaped. */
  private void add(String template, Object... values) {
    Object[] escaped =
        Arrays.stream(values).map(value -> escape(Objects.toString(value, ""))).toArray();
    html.append(template.formatted(escaped));
  }

  private void generator() {
    ObjectIdTool.Generated generated = tool.generate();
    html.append("<ol id=\"ids\">\n");
    for (IdParts id : generated.ids()) {
      html.append("<li>");
      coloured(id.id().toHexString());
      add(
          " <span class=\"when\">%s</span> <span class=\"counter\">counter %s</span></li>\n",
          id.timestamp(), id.counter());
    }
    add(
        """
        </ol>
        <p><button type="button" id="copy-all">Copy all</button> \
        <span id="copy-status" role="status"></span></p>
        <p>Link to exactly these ids: <a id="permalink" href="%s">%1$s</a></p>
        """,
        generated.link());
  }

  private void decoder() {
    List<ObjectIdTool.DecodedLine> lines = tool.decode();
    if (!lines.isEmpty()) {
      html.append(
          """
          <table id="decoded">
          <thead><tr><th>line</th><th>ObjectId</th><th>timestamp (UTC)</th>\
          <th>in your time zone</th><th>epoch seconds</th><th>random value</th><th>counter</th>\
          <th>legacy machine / process id</th></tr></thead>
          <tbody>
          """);
      lines.forEach(this::decodedLine);
      html.append("</tbody>\n</table>\n");
    }
  }

  private void decodedLine(ObjectIdTool.DecodedLine line) {
    add("<tr><td>%s</td>", line.line());
    if (line.error() != null) {
      bad = true;
      add("<td colspan=\"7\" class=\"error\" role=\"alert\">%s</td></tr>\n", line.error());
      return;
    }
    IdParts parts = line.parts();
    idAndTime(parts.id().toHexString(), parts.timestamp());
    add(
        "<td>%s</td><td class=\"part-random\">%s</td><td>%s (0x%s)</td>"
            + "<td>machine %s, process id %s (%s)</td></tr>\n",
        parts.timestamp().getEpochSecond(),
        parts.random(),
        parts.counter(),
        parts.counterHex(),
        parts.machine(),
        parts.processHex(),
        parts.processId());
  }

  private void orders(ShopService shop) {
    ObjectIdTool.Range range = tool.range();
    add(
        """
        <pre id="orders-query">%s
          :from = OrderId.minFor(%s) = %s
          :to   = OrderId.maxFor(%s) = %s</pre>
        """,
        ShopService.ORDERS_BETWEEN,
        range.from(),
        OrderId.minFor(range.from()),
        range.to(),
        OrderId.maxFor(range.to()));
    try {
      orderList(ObjectIdTool.orders(shop, range));
    } catch (RuntimeException e) {
      if (LocalHttpServer.isBusy(e)) {
        throw e; // 503, not a failure
      }
      failure = Messages.describe(e);
      add("<p class=\"error\" role=\"alert\" id=\"orders-error\">%s</p>\n", "Error: " + failure);
    }
  }

  private void orderList(ObjectIdTool.Orders orders) {
    if (orders.orders().isEmpty()) {
      html.append(
          "<p id=\"no-orders\">No orders in this range. Add some with the add-order command,"
              + " or run demo.</p>\n");
      return;
    }
    html.append(
        """
        <table id="order-list">
        <thead><tr><th>OrderId</th><th>created (UTC)</th><th>in your time zone</th>\
        <th>customer</th><th>lines</th></tr></thead>
        <tbody>
        """);
    for (OrderView order : orders.orders()) {
      html.append("<tr>");
      idAndTime(order.id().toHexString(), order.createdAt());
      add(
          "<td class=\"customer\">%s</td><td>%s</td></tr>\n",
          order.customerName(),
          order.lines().stream().map(LineItem::toString).collect(Collectors.joining(", ")));
    }
    html.append("</tbody>\n</table>\n");
    if (orders.more()) {
      add(
          "<p id=\"more-orders\">Only the first %s orders of this range are listed; narrow the"
              + " range to see the others.</p>\n",
          ObjectIdTool.MAX_ORDERS);
    }
  }

  /** The id in three colours, one per part. */
  private void coloured(String hex) {
    add(
        "<code class=\"id\"><span class=\"part-time\">%s</span><span class=\"part-random\">%s"
            + "</span><span class=\"part-counter\">%s</span></code>",
        hex.substring(0, 8), hex.substring(8, 18), hex.substring(18));
  }

  /** Cells of the id, its time in UTC, and its time in the browser's zone, which app.js adds. */
  private void idAndTime(String hex, Instant time) {
    html.append("<td>");
    coloured(hex);
    add(
        "</td><td class=\"utc\">%s</td><td class=\"local\" data-utc=\"%s\">(needs JavaScript)</td>",
        time, time);
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
