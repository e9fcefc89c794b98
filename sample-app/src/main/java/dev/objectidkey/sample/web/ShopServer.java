package dev.objectidkey.sample.web;

import com.sun.net.httpserver.HttpExchange;
import dev.objectidkey.sample.domain.OrderId;
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
 * Serves the ObjectId tool: the page, {@code /?n=&time=&random=&counter=&decode=&from=&to=}, its
 * whole state in the URL, and the same results as JSON from {@code
 * /api/generate?n=&time=&random=&counter=}, {@code /api/decode?decode=} and {@code
 * /api/orders?from=&to=}. A bad parameter is HTTP 400, with the message on the page or as {@code
 * {"error": "..."}}. {@link LocalHttpServer} keeps the server safe to leave running.
 */
public final class ShopServer extends LocalHttpServer {

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
  protected void answer(HttpExchange exchange, String path, String query) throws IOException {
    switch (path) {
      case "/" -> {
        Page page = new Page(query, shop);
        respond(exchange, page.status(), "text/html; charset=utf-8", page.html());
      }
      case "/api/generate" ->
          json(exchange, query, List.of("n", "time", "random", "counter"), this::generated);
      case "/api/decode" -> json(exchange, query, List.of("decode"), this::decoded);
      case "/api/orders" -> json(exchange, query, List.of("from", "to"), this::orders);
      case "/app.js" -> respond(exchange, 200, "text/javascript; charset=utf-8", text("app.js"));
      case "/app.css" -> respond(exchange, 200, "text/css; charset=utf-8", text("app.css"));
      default ->
          respondError(
              exchange, 404, "Not found: " + Messages.quote(path) + "; the page is " + url());
    }
  }

  /** A JSON answer: its status and what Jackson writes of it. */
  private record Json(int status, Object body) {}

  /** Answers an endpoint's JSON, or 400 for an unknown, repeated or malformed parameter. */
  private static void json(
      HttpExchange exchange,
      String query,
      List<String> known,
      Function<ObjectIdTool, Json> endpoint)
      throws IOException {
    try {
      Json answer = endpoint.apply(ObjectIdTool.parse(query, known));
      respondJson(exchange, answer.status(), answer.body());
    } catch (IllegalArgumentException e) {
      respondError(exchange, 400, e.getMessage());
    }
  }

  private record IdsJson(List<String> ids, String link) {}

  private Json generated(ObjectIdTool tool) {
    ObjectIdTool.Generated generated = tool.generate();
    List<String> ids = generated.ids().stream().map(id -> id.id().toHexString()).toList();
    return new Json(200, new IdsJson(ids, generated.link()));
  }

  private Json decoded(ObjectIdTool tool) {
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
    return new Json(bad ? 400 : 200, Map.of("lines", lines));
  }

  private record OrderJson(
      String id, String createdAt, String customerId, String customer, List<String> lines) {}

  private record OrdersJson(
      String query, String from, String to, List<OrderJson> orders, boolean more) {}

  private Json orders(ObjectIdTool tool) {
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
    return new Json(
        200,
        new OrdersJson(
            ShopService.ORDERS_BETWEEN,
            OrderId.minFor(range.from()).toHexString(),
            OrderId.maxFor(range.to()).toHexString(),
            orders,
            found.more()));
  }

  /** The text of a resource next to this class, such as {@code page.html}. */
  static String text(String name) {
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
