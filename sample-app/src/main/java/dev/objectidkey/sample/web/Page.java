package dev.objectidkey.sample.web;

import static dev.objectidkey.sample.web.Html.escape;

import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.QueryParameters;
import dev.objectidkey.sample.tool.IdParts;
import java.time.Instant;
import java.util.stream.Collectors;

/**
 * The ObjectId tool's one HTML page. Every value written into it goes through {@link Html#escape}:
 * ids, pasted lines, messages, customer names and products are all user input. The page works
 * without JavaScript; {@code app.js} adds the browser's time zone and the copy-all button.
 */
final class Page {

  private final StringBuilder html = new StringBuilder(16 * 1024);

  private Page() {}

  /**
   * Renders the page.
   *
   * @param parameters what the form sent, to fill it in again
   * @param error a message for the query as a whole (an unknown parameter), or null
   */
  static String render(
      QueryParameters parameters,
      String error,
      ObjectIdTool.Generated generated,
      ObjectIdTool.Decoded decoded,
      ObjectIdTool.Orders orders) {
    Page page = new Page();
    page.head();
    if (error != null) {
      page.html
          .append("<p class=\"error\" role=\"alert\" id=\"query-error\">")
          .append(escape(error))
          .append("</p>\n");
    }
    page.html.append("<form method=\"get\" action=\"/\" id=\"tool\">\n");
    page.generator(parameters, generated);
    page.decoder(parameters, decoded);
    page.orders(parameters, orders);
    page.html.append("</form>\n<script src=\"/app.js\"></script>\n</body>\n</html>\n");
    return page.html.toString();
  }

  private void head() {
    html.append(
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
        """);
  }

  private void generator(QueryParameters parameters, ObjectIdTool.Generated generated) {
    html.append("<section id=\"generator\">\n<h2>Generator</h2>\n<div class=\"fields\">\n");
    field("n", "How many (1-100)", parameters.get("n"), "1");
    field("time", "Start time (epoch seconds or ISO-8601)", parameters.get("time"), "now");
    field("random", "Random value (10 hex digits)", parameters.get("random"), "random");
    field("counter", "Starting counter (0-16777215)", parameters.get("counter"), "random");
    html.append("<button type=\"submit\" id=\"generate\">Generate</button>\n</div>\n");
    if (generated.error() != null) {
      error("generator-error", generated.error());
    } else {
      html.append("<ol id=\"ids\">\n");
      for (IdParts id : generated.ids()) {
        html.append("<li>");
        coloured(id.id().toHexString());
        html.append(" <span class=\"when\">")
            .append(id.timestamp())
            .append("</span>")
            .append(" <span class=\"counter\">counter ")
            .append(id.counter())
            .append("</span></li>\n");
      }
      html.append("</ol>\n<p><button type=\"button\" id=\"copy-all\">Copy all</button>")
          .append(" <span id=\"copy-status\" role=\"status\"></span></p>\n")
          .append("<p>Link to exactly these ids: <a id=\"permalink\" href=\"")
          .append(escape(generated.link()))
          .append("\">")
          .append(escape(generated.link()))
          .append("</a></p>\n");
    }
    html.append("</section>\n");
  }

  private void decoder(QueryParameters parameters, ObjectIdTool.Decoded decoded) {
    String text = parameters.get("decode");
    html.append("<section id=\"decoder\">\n<h2>Decoder</h2>\n")
        .append("<label for=\"decode\">ObjectIds, one per line</label>\n")
        .append("<textarea id=\"decode\" name=\"decode\" rows=\"4\" spellcheck=\"false\"")
        .append(" placeholder=\"507f1f77bcf86cd799439011\">")
        .append(text == null ? "" : escape(text))
        .append("</textarea>\n")
        .append("<button type=\"submit\" id=\"decode-button\">Decode</button>\n");
    if (decoded.error() != null) {
      error("decoder-error", decoded.error());
    } else if (!decoded.lines().isEmpty()) {
      html.append("<table id=\"decoded\">\n<thead><tr><th>line</th><th>ObjectId</th>")
          .append("<th>timestamp (UTC)</th><th>in your time zone</th><th>epoch seconds</th>")
          .append("<th>random value</th><th>counter</th><th>legacy machine / process id</th>")
          .append("</tr></thead>\n<tbody>\n");
      for (ObjectIdTool.DecodedLine line : decoded.lines()) {
        html.append("<tr><td>").append(line.line()).append("</td>");
        if (line.error() != null) {
          html.append("<td colspan=\"7\" class=\"error\" role=\"alert\">")
              .append(escape(line.error()))
              .append("</td></tr>\n");
          continue;
        }
        IdParts parts = line.parts();
        html.append("<td>");
        coloured(parts.id().toHexString());
        html.append("</td><td class=\"utc\">").append(parts.timestamp()).append("</td>");
        localTime(parts.timestamp());
        html.append("<td>")
            .append(parts.timestamp().getEpochSecond())
            .append("</td>")
            .append("<td class=\"part-random\">")
            .append(parts.random())
            .append("</td>")
            .append("<td>")
            .append(parts.counter())
            .append(" (0x")
            .append(parts.counterHex())
            .append(")</td><td>machine ")
            .append(parts.machine())
            .append(", process id ")
            .append(parts.processHex())
            .append(" (")
            .append(parts.processId())
            .append(")</td></tr>\n");
      }
      html.append("</tbody>\n</table>\n");
    }
    html.append("</section>\n");
  }

  private void orders(QueryParameters parameters, ObjectIdTool.Orders orders) {
    html.append("<section id=\"orders\">\n<h2>Orders</h2>\n<div class=\"fields\">\n");
    field(
        "from", "From (epoch seconds or ISO-8601)", parameters.get("from"), "1970-01-01T00:00:00Z");
    field("to", "To, included", parameters.get("to"), "2106-02-07T06:28:15Z");
    html.append("<button type=\"submit\" id=\"filter\">Filter</button>\n</div>\n");
    if (orders.error() != null) {
      error("orders-error", orders.error());
      html.append("</section>\n");
      return;
    }
    html.append("<pre id=\"orders-query\">")
        .append(escape(ShopService.ORDERS_BETWEEN))
        .append("\n  :from = OrderId.minFor(")
        .append(orders.from())
        .append(") = ")
        .append(orders.min())
        .append("\n  :to   = OrderId.maxFor(")
        .append(orders.to())
        .append(") = ")
        .append(orders.max())
        .append("</pre>\n");
    if (orders.failure() != null) {
      error("orders-error", "Error: " + orders.failure());
    } else if (orders.orders().isEmpty()) {
      html.append(
          "<p id=\"no-orders\">No orders in this range. Add some with the add-order command,"
              + " or run demo.</p>\n");
    } else {
      html.append("<table id=\"order-list\">\n<thead><tr><th>OrderId</th><th>created (UTC)</th>")
          .append(
              "<th>in your time zone</th><th>customer</th><th>lines</th></tr></thead>\n<tbody>\n");
      for (OrderView order : orders.orders()) {
        html.append("<tr><td>");
        coloured(order.id().toHexString());
        html.append("</td><td class=\"utc\">").append(order.createdAt()).append("</td>");
        localTime(order.createdAt());
        html.append("<td class=\"customer\">")
            .append(escape(order.customerName()))
            .append("</td><td>")
            .append(
                escape(
                    order.lines().stream()
                        .map(LineItem::toString)
                        .collect(Collectors.joining(", "))))
            .append("</td></tr>\n");
      }
      html.append("</tbody>\n</table>\n");
      if (orders.more()) {
        html.append("<p id=\"more-orders\">Only the first ")
            .append(ObjectIdTool.MAX_ORDERS)
            .append(" orders of this range are listed; narrow the range to see the others.</p>\n");
      }
    }
    html.append("</section>\n");
  }

  private void field(String name, String label, String value, String placeholder) {
    html.append("<label>")
        .append(escape(label))
        .append(" <input type=\"text\" name=\"")
        .append(name)
        .append("\" id=\"")
        .append(name)
        .append("\" placeholder=\"")
        .append(escape(placeholder))
        .append("\" value=\"")
        .append(value == null ? "" : escape(value))
        .append("\" spellcheck=\"false\" autocomplete=\"off\"></label>\n");
  }

  private void error(String id, String message) {
    html.append("<p class=\"error\" role=\"alert\" id=\"")
        .append(id)
        .append("\">")
        .append(escape(message))
        .append("</p>\n");
  }

  /** The id in three colours, one per part. */
  private void coloured(String hex) {
    html.append("<code class=\"id\"><span class=\"part-time\">")
        .append(hex, 0, 8)
        .append("</span><span class=\"part-random\">")
        .append(hex, 8, 18)
        .append("</span><span class=\"part-counter\">")
        .append(hex, 18, 24)
        .append("</span></code>");
  }

  /** A cell that app.js fills with {@code instant} in the browser's time zone. */
  private void localTime(Instant instant) {
    html.append("<td class=\"local\" data-utc=\"")
        .append(instant)
        .append("\">(needs JavaScript)</td>");
  }
}
