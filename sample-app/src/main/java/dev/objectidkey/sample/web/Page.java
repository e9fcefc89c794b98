package dev.objectidkey.sample.web;

import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.tool.IdParts;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The ObjectId tool's one HTML page, and its status: 400 when any input is bad, else 500 when the
 * database failed. Every value written into it goes through {@link #add}, which escapes it: ids,
 * pasted lines, messages, customer names and products are all user input. The page works without
 * JavaScript; {@code app.js} adds the browser's time zone and the copy-all button.
 */
final class Page {

  private static final List<String> PARAMETERS =
      List.of("n", "time", "random", "counter", "decode", "from", "to");

  private static final String HEAD =
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>ObjectId tool - objectid-key</title>
      <link rel="icon" href="data:,">
      <link rel="stylesheet" href="/app.css">
      </head>
      <body>
      <h1>ObjectId tool</h1>
      <p class="lead">An ObjectId is 12 bytes, written as 24 hex digits:
      <span class="part-time">timestamp</span> (bytes 0-3, seconds since 1970, unsigned),
      <span class="part-random">random value</span> (bytes 4-8, one per process) and
      <span class="part-counter">counter</span> (bytes 9-11, one higher for each id).</p>
      """;

  private final StringBuilder html = new StringBuilder(16 * 1024);
  private boolean bad;
  private boolean failed;

  /** Renders the page for a request's query; an unknown parameter empties the form. */
  Page(String rawQuery, ShopService shop) {
    html.append(HEAD);
    ObjectIdTool tool;
    try {
      tool = ObjectIdTool.parse(rawQuery, PARAMETERS);
    } catch (IllegalArgumentException e) {
      tool = ObjectIdTool.parse(null, PARAMETERS);
      error("query-error", e.getMessage());
    }
    html.append("<form method=\"get\" action=\"/\" id=\"tool\">\n");
    generator(tool);
    decoder(tool);
    orders(tool, shop);
    html.append("</form>\n<script src=\"/app.js\"></script>\n</body>\n</html>\n");
  }

  int status() {
    return bad ? 400 : failed ? 500 : 200;
  }

  String html() {
    return html.toString();
  }

  /** Appends {@code template} with each {@code %s} replaced by a value, HTML-escaped. */
  private void add(String template, Object... values) {
    Object[] escaped =
        Arrays.stream(values).map(value -> escape(Objects.toString(value, ""))).toArray();
    html.append(template.formatted(escaped));
  }

  private void generator(ObjectIdTool tool) {
    html.append("<section id=\"generator\">\n<h2>Generator</h2>\n<div class=\"fields\">\n");
    field("n", "How many (1-100)", tool.get("n"), "1");
    field("time", "Start time (epoch seconds or ISO-8601)", tool.get("time"), "now");
    field("random", "Random value (10 hex digits)", tool.get("random"), "random");
    field("counter", "Starting counter (0-16777215)", tool.get("counter"), "random");
    html.append("<button type=\"submit\" id=\"generate\">Generate</button>\n</div>\n");
    try {
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
    } catch (IllegalArgumentException e) {
      error("generator-error", e.getMessage());
    }
    html.append("</section>\n");
  }

  private void decoder(ObjectIdTool tool) {
    add(
        """
        <section id="decoder">
        <h2>Decoder</h2>
        <label for="decode">ObjectIds, one per line</label>
        <textarea id="decode" name="decode" rows="4" spellcheck="false" \
        placeholder="507f1f77bcf86cd799439011">%s</textarea>
        <button type="submit" id="decode-button">Decode</button>
        """,
        tool.get("decode"));
    try {
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
    } catch (IllegalArgumentException e) {
      error("decoder-error", e.getMessage());
    }
    html.append("</section>\n");
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

  private void orders(ObjectIdTool tool, ShopService shop) {
    html.append("<section id=\"orders\">\n<h2>Orders</h2>\n<div class=\"fields\">\n");
    field("from", "From (epoch seconds or ISO-8601)", tool.get("from"), "1970-01-01T00:00:00Z");
    field("to", "To, included", tool.get("to"), "2106-02-07T06:28:15Z");
    html.append("<button type=\"submit\" id=\"filter\">Filter</button>\n</div>\n");
    try {
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
      orderList(ObjectIdTool.orders(shop, range));
    } catch (IllegalArgumentException e) {
      error("orders-error", e.getMessage());
    } catch (RuntimeException e) {
      if (LocalHttpServer.isBusy(e)) {
        throw e; // 503, not a failure
      }
      failed = true;
      add(
          "<p class=\"error\" role=\"alert\" id=\"orders-error\">%s</p>\n",
          "Error: " + Messages.describe(e));
    }
    html.append("</section>\n");
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

  private void field(String name, String label, String value, String placeholder) {
    add(
        "<label>%s <input type=\"text\" name=\"%s\" id=\"%2$s\" placeholder=\"%s\" value=\"%s\""
            + " spellcheck=\"false\" autocomplete=\"off\"></label>\n",
        label, name, placeholder, value);
  }

  private void error(String id, String message) {
    bad = true;
    add("<p class=\"error\" role=\"alert\" id=\"%s\">%s</p>\n", id, message);
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
