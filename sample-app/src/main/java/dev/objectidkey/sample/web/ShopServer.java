package dev.objectidkey.sample.web;

import com.sun.net.httpserver.HttpExchange;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.support.QueryParameters;
import dev.objectidkey.sample.tool.IdParts;
import dev.objectidkey.sample.web.ObjectIdTool.DecodedLine;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
   * Starts serving on 127.0.0.1.
   *
   * @param shop the shop whose orders the page lists; the caller closes it after the server
   * @param port the port, or 0 for any free one
   * @param log where failures are reported, one line each
   * @return the running server
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
        Page page = Page.render(query, shop);
        respond(exchange, page.status(), "text/html; charset=utf-8", page.html());
      }
      case "/api/generate" ->
          json(exchange, query, List.of("n", "time", "random", "counter"), this::generated);
      case "/api/decode" -> json(exchange, query, List.of("decode"), this::decoded);
      case "/api/orders" -> json(exchange, query, List.of("from", "to"), this::orders);
      case "/app.js" -> resource(exchange, "app.js", "text/javascript; charset=utf-8");
      case "/app.css" -> resource(exchange, "app.css", "text/css; charset=utf-8");
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
      Function<QueryParameters, Json> endpoint)
      throws IOException {
    Json answer;
    try {
      answer = endpoint.apply(QueryParameters.parse(query, known));
    } catch (IllegalArgumentException e) {
      answer = new Json(400, Map.of("error", e.getMessage()));
    }
    respondJson(exchange, answer.status(), answer.body());
  }

  private record IdsJson(List<String> ids, String link) {}

  private Json generated(QueryParameters parameters) {
    ObjectIdTool.Generated generated = ObjectIdTool.generate(parameters);
    List<String> ids = generated.ids().stream().map(id -> id.id().toHexString()).toList();
    return new Json(200, new IdsJson(ids, generated.link()));
  }

  private Json decoded(QueryParameters parameters) {
    List<DecodedLine> lines = ObjectIdTool.decode(parameters);
    List<Object> body =
        lines.stream()
            .map(
                line -> {
                  Map<String, Object> entry = new LinkedHashMap<>();
                  entry.put("line", line.line());
                  if (line.error() != null) {
                    entry.put("error", line.error());
                    return entry;
                  }
                  IdParts parts = line.parts();
                  entry.put("id", parts.id().toHexString());
                  entry.put("timestamp", parts.timestamp().toString());
                  entry.put("epochSeconds", parts.timestamp().getEpochSecond());
                  entry.put("random", parts.random());
                  entry.put("counter", parts.counter());
                  entry.put("machine", parts.machine());
                  entry.put("processId", parts.processId());
                  return (Object) entry;
                })
            .toList();
    // 400 when any line is bad, with every line's result still in the body.
    boolean bad = lines.stream().anyMatch(line -> line.error() != null);
    return new Json(bad ? 400 : 200, Map.of("lines", body));
  }

  private record OrderJson(
      String id, String createdAt, String customerId, String customer, List<String> lines) {}

  private record OrdersJson(
      String query, String from, String to, List<OrderJson> orders, boolean more) {}

  private Json orders(QueryParameters parameters) {
    ObjectIdTool.Range range = ObjectIdTool.range(parameters);
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
            range.min().toHexString(),
            range.max().toHexString(),
            orders,
            found.more()));
  }

  private void resource(HttpExchange exchange, String name, String type) throws IOException {
    try (InputStream in = ShopServer.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(
            "The jar lacks " + name + " next to " + ShopServer.class.getName());
      }
      respond(exchange, 200, type, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }
}
