package dev.objectidkey.sample.web;

import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.tool.IdParts;
import dev.objectidkey.sample.web.ObjectIdTool.DecodedLine;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Serves the ObjectId tool's page, its whole state in the URL, and the same results as JSON under
 * {@code /api/}, as {@code sample-app/README.md} ("The ObjectId tool in the browser") describes. A
 * bad parameter is HTTP 400, with the message on the page or as {@code {"error": "..."}}.
 */
public final class ShopServer extends LocalHttpServer {

  private static final Answer APP_JS =
      new Answer(200, "text/javascript; charset=utf-8", text("app.js"));

  private static final Answer APP_CSS = new Answer(200, "text/css; charset=utf-8", text("app.css"));

  private final ShopService shop;

  private ShopServer(ShopService shop, int port, PrintStream log) {
    super(port, log);
    this.shop = shop;
  }

  /**
   * Starts serving {@code shop}, which the caller closes after the server, on 127.0.0.1 ({@code
   * port} 0 for any free port), with a line on {@code log} for each failure.
   *
   * @throws IllegalStateException if the port is in use, naming it
   */
  public static ShopServer start(ShopService shop, int port, PrintStream log) {
    ShopServer server = new ShopServer(shop, port, log);
    server.serve();
    return server;
  }

  @Override
  protected Answer answer(String path, String query) {
    return switch (path) {
      case "/" -> new Page(query, shop).answer();
      case "/api/generate" ->
          json(query, List.of("n", "time", "random", "counter"), this::generated);
      case "/api/decode" -> json(query, List.of("decode"), this::decoded);
      case "/api/orders" -> json(query, List.of("from", "to"), this::orders);
      case "/app.js" -> APP_JS;
      case "/app.css" -> APP_CSS;
      default ->
          Answer.error(path, 404, "Not found: " + Messages.quote(path) + "; the page is " + url());
    };
  }

  /** An endpoint's JSON, or 400 for an unknown, repeated or malformed parameter. */
  private static Answer json(
      String query, List<String> known, Function<ObjectIdTool, Answer> endpoint) {
    try {
      return endpoint.apply(ObjectIdTool.parse(query, known));
    } catch (IllegalArgumentException e) {
      return Answer.json(400, Map.of("error", e.getMessage()));
    }
  }

  private record IdsJson(List<String> ids, String link) {}

  private Answer generated(ObjectIdTool tool) {
    ObjectIdTool.Generated generated = tool.generate();
    List<String> ids = generated.ids().stream().map(id -> id.id().toHexString()).toList();
    return Answer.json(200, new IdsJson(ids, generated.link()));
  }

  private Answer decoded(ObjectIdTool tool) {
    List<Object> lines = new ArrayList<>();
    boolean bad = false; // a 400 then, with every line's result still in the body
    for (DecodedLine line : tool.decode()) {
      Map<String, Object> entry = new LinkedHashMap<>();
      lines.add(entry);
      entry.put("line", line.line());
      if (line.error() != null) {
        bad = true;
        entry.put("error", line.error());
        continue;
      }
      IdParts parts = line.parts();
      entry.put("id", parts.id().toHexString());
      entry.put("timestamp", parts.timestamp().toString());
      entry.put("epochSeconds", parts.timestamp().getEpochSecond());
      entry.put("random", parts.random());
      entry.put("counter", parts.counter());
      entry.put("machine", parts.machine());
      entry.put("processId", parts.processId());
    }
    return Answer.json(bad ? 400 : 200, Map.of("lines", lines));
  }

  private record OrderJson(
      String id, String createdAt, String customerId, String customer, List<String> lines) {}

  private record OrdersJson(
      String query, String from, String to, List<OrderJson> orders, boolean more) {}

  private Answer orders(ObjectIdTool tool) {
    ObjectIdTool.Range range = tool.range();
    ObjectIdTool.Orders found = ObjectIdTool.orders(shop, range);
    List<OrderJson> orders =
        found.orders().stream()
            .map(
                order ->
                    new OrderJson(
                        order.id().toHexString(),
                        order.createdAt().toString(),
                        order.customerId().toHexString(),
                        order.customerName(),
                        order.lines().stream().map(Object::toString).toList()))
            .toList();
    return Answer.json(
        200,
        new OrdersJson(
            ShopService.ORDERS_BETWEEN,
            range.min().toHexString(),
            range.max().toHexString(),
            orders,
            found.more()));
  }

  /** The text of a resource next to this class, such as {@code app.js}. */
  private static String text(String name) {
    try (InputStream in = ShopServer.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(
            "The jar lacks " + name + " next to " + ShopServer.class.getName());
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
