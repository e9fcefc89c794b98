package dev.objectidkey.sample.web;

import com.sun.net.httpserver.HttpExchange;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.support.QueryParameters;
import dev.objectidkey.sample.tool.IdParts;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Serves the ObjectId tool on 127.0.0.1 only:
 *
 * <ul>
 *   <li>{@code GET /?n=&time=&random=&counter=&decode=&from=&to=}: the page, its whole state in
 *       the URL;
 *   <li>{@code GET /api/generate?n=&time=&random=&counter=}: {@code {"ids": [...], "link": ...}};
 *   <li>{@code GET /api/decode?decode=}: one entry per non-empty line, its parts or its error;
 *   <li>{@code GET /api/orders?from=&to=}: the query and the orders it found.
 * </ul>
 *
 * A bad parameter is HTTP 400, with the message on the page or as {@code {"error": "..."}}. What
 * keeps the server safe to leave running (127.0.0.1 and its Host only, {@value #HANDLERS} handlers,
 * 503 when busy, a request time limit, one line for a failure) is {@link LocalHttpServer}'s.
 */
public final class ShopServer extends LocalHttpServer {

  private static final List<String> GENERATOR = List.of("n", "time", "random", "counter");
  private static final List<String> DECODER = List.of("decode");
  private static final List<String> ORDERS = List.of("from", "to");
  private static final List<String> PAGE =
      List.of("n", "time", "random", "counter", "decode", "from", "to");

  private final ObjectIdTool tool;

  private ShopServer(ShopService shop, int port, PrintStream log) {
    super(port, log);
    this.tool = new ObjectIdTool(shop);
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
      case "/" -> page(exchange, query);
      case "/api/generate" -> json(exchange, query, GENERATOR, this::generateJson);
      case "/api/decode" -> json(exchange, query, DECODER, this::decodeJson);
      case "/api/orders" -> json(exchange, query, ORDERS, this::ordersJson);
      case "/app.js" -> resource(exchange, "app.js", "text/javascript; charset=utf-8");
      case "/app.css" -> resource(exchange, "app.css", "text/css; charset=utf-8");
      default ->
          respondError(
              exchange, 404, "Not found: " + Messages.quote(path) + "; the page is " + url());
    }
  }

  /** A JSON answer: its status and what Jackson writes of it. */
  private record Json(int status, Object body) {
    static Json error(int status, String message) {
      return new Json(status, Map.of("error", message));
    }
  }

  /** Answers an endpoint's JSON, or 400 for an unknown, repeated or malformed parameter. */
  private static void json(
      HttpExchange exchange,
      String query,
      List<String> known,
      Function<QueryParameters, Json> endpoint)
      throws IOException {
    QueryParameters parameters;
    try {
      parameters = QueryParameters.parse(query, known);
    } catch (IllegalArgumentException e) {
      respondJson(exchange, 400, Map.of("error", e.getMessage()));
      return;
    }
    Json answer = endpoint.apply(parameters);
    respondJson(exchange, answer.status(), answer.body());
  }

  private void page(HttpExchange exchange, String query) throws IOException {
    QueryParameters parameters;
    String error = null;
    try {
      parameters = QueryParameters.parse(query, PAGE);
    } catch (IllegalArgumentException e) {
      parameters = QueryParameters.parse(null, PAGE);
      error = e.getMessage();
    }
    ObjectIdTool.Generated generated = tool.generate(parameters);
    ObjectIdTool.Decoded decoded = tool.decode(parameters);
    ObjectIdTool.Orders orders = tool.orders(parameters);
    int status =
        error != null || generated.error() != null || decoded.hasError() || orders.error() != null
            ? 400
            : orders.failure() != null ? 500 : 200;
    respond(
        exchange,
        status,
        "text/html; charset=utf-8",
        Page.render(parameters, error, generated, decoded, orders));
  }

  private Json generateJson(QueryParameters parameters) {
    ObjectIdTool.Generated generated = tool.generate(parameters);
    if (generated.error() != null) {
      return Json.error(400, generated.error());
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("ids", generated.ids().stream().map(id -> id.id().toHexString()).toList());
    body.put("link", generated.link());
    return new Json(200, body);
  }

  private Json decodeJson(QueryParameters parameters) {
    ObjectIdTool.Decoded decoded = tool.decode(parameters);
    if (decoded.error() != null) {
      return Json.error(400, decoded.error());
    }
    List<Object> lines = new ArrayList<>();
    for (ObjectIdTool.DecodedLine line : decoded.lines()) {
      Map<String, Object> entry = new LinkedHashMap<>();
      entry.put("line", line.line());
      if (line.error() != null) {
        entry.put("error", line.error());
      } else {
        IdParts parts = line.parts();
        entry.put("id", parts.id().toHexString());
        entry.put("timestamp", parts.timestamp().toString());
        entry.put("epochSeconds", parts.timestamp().getEpochSecond());
        entry.put("random", parts.random());
        entry.put("counter", parts.counter());
        entry.put("machine", parts.machine());
        entry.put("processId", parts.processId());
      }
      lines.add(entry);
    }
    // 400 when any line is bad, with every line's result still in the body.
    return new Json(decoded.hasError() ? 400 : 200, Map.of("lines", lines));
  }

  private Json ordersJson(QueryParameters parameters) {
    ObjectIdTool.Orders orders = tool.orders(parameters);
    if (orders.error() != null) {
      return Json.error(400, orders.error());
    }
    if (orders.failure() != null) {
      log.println("Error: GET /api/orders: " + orders.failure());
      return Json.error(500, "Error: " + orders.failure());
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("query", ShopService.ORDERS_BETWEEN);
    body.put("from", orders.min().toHexString());
    body.put("to", orders.max().toHexString());
    body.put(
        "orders",
        orders.orders().stream()
            .map(
                order -> {
                  Map<String, Object> entry = new LinkedHashMap<>();
                  entry.put("id", order.id().toHexString());
                  entry.put("createdAt", order.createdAt().toString());
                  entry.put("customerId", order.customerId().toHexString());
                  entry.put("customer", order.customerName());
                  entry.put("lines", order.lines().stream().map(Object::toString).toList());
                  return (Object) entry;
                })
            .toList());
    body.put("more", orders.more());
    return new Json(200, body);
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
