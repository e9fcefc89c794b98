package dev.objectidkey.sample.web;

import static dev.objectidkey.sample.support.LocalHttpServer.respond;
import static dev.objectidkey.sample.support.LocalHttpServer.respondError;
import static dev.objectidkey.sample.support.LocalHttpServer.respondJson;

import com.sun.net.httpserver.HttpExchange;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.LocalHttpServer;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.support.QueryParameters;
import dev.objectidkey.sample.tool.IdParts;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
public final class ShopServer implements AutoCloseable {

  /** How many requests are handled at once; the shop's connection pool must be this size. */
  public static final int HANDLERS = LocalHttpServer.HANDLERS;

  /** How long a request waits for a free handler, or a database connection, before a 503. */
  public static final Duration TURN_WAIT = LocalHttpServer.TURN_WAIT;

  /** How long a client may take to send its whole request before the connection is closed. */
  public static final Duration REQUEST_TIME_LIMIT = LocalHttpServer.REQUEST_TIME_LIMIT;

  private static final List<String> GENERATOR = List.of("n", "time", "random", "counter");
  private static final List<String> DECODER = List.of("decode");
  private static final List<String> ORDERS = List.of("from", "to");
  private static final List<String> PAGE =
      List.of("n", "time", "random", "counter", "decode", "from", "to");

  private final ObjectIdTool tool;
  private final PrintStream log;
  private LocalHttpServer server;

  private ShopServer(ShopService shop, PrintStream log) {
    this.tool = new ObjectIdTool(shop);
    this.log = log;
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
    ShopServer shopServer = new ShopServer(shop, log);
    shopServer.server = LocalHttpServer.start(port, shopServer::answer, log);
    return shopServer;
  }

  /**
   * Returns the address the page is at.
   *
   * @return {@code http://127.0.0.1:<port>/}
   */
  public String url() {
    return server.url();
  }

  /**
   * Returns the address the server listens on.
   *
   * @return a loopback address and the port
   */
  public InetSocketAddress address() {
    return server.address();
  }

  @Override
  public void close() {
    server.close();
  }

  private void answer(HttpExchange exchange, String path, String query) throws IOException {
    switch (path) {
      case "/" -> page(exchange, query);
      case "/api/generate" -> generateJson(exchange, query);
      case "/api/decode" -> decodeJson(exchange, query);
      case "/api/orders" -> ordersJson(exchange, query);
      case "/app.js" -> resource(exchange, "app.js", "text/javascript; charset=utf-8");
      case "/app.css" -> resource(exchange, "app.css", "text/css; charset=utf-8");
      default ->
          respondError(
              exchange,
              404,
              "Not found: "
                  + Messages.quote(path)
                  + "; the page is http://127.0.0.1:"
                  + exchange.getLocalAddress().getPort()
                  + "/");
    }
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

  private void generateJson(HttpExchange exchange, String query) throws IOException {
    QueryParameters parameters = jsonParameters(exchange, query, GENERATOR);
    if (parameters == null) {
      return;
    }
    ObjectIdTool.Generated generated = tool.generate(parameters);
    if (generated.error() != null) {
      respondJson(exchange, 400, Map.of("error", generated.error()));
      return;
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("ids", generated.ids().stream().map(id -> id.id().toHexString()).toList());
    body.put("link", generated.link());
    respondJson(exchange, 200, body);
  }

  private void decodeJson(HttpExchange exchange, String query) throws IOException {
    QueryParameters parameters = jsonParameters(exchange, query, DECODER);
    if (parameters == null) {
      return;
    }
    ObjectIdTool.Decoded decoded = tool.decode(parameters);
    if (decoded.error() != null) {
      respondJson(exchange, 400, Map.of("error", decoded.error()));
      return;
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
    respondJson(exchange, decoded.hasError() ? 400 : 200, Map.of("lines", lines));
  }

  private void ordersJson(HttpExchange exchange, String query) throws IOException {
    QueryParameters parameters = jsonParameters(exchange, query, ORDERS);
    if (parameters == null) {
      return;
    }
    ObjectIdTool.Orders orders = tool.orders(parameters);
    if (orders.error() != null) {
      respondJson(exchange, 400, Map.of("error", orders.error()));
      return;
    }
    if (orders.failure() != null) {
      log.println("Error: GET /api/orders: " + orders.failure());
      respondJson(exchange, 500, Map.of("error", "Error: " + orders.failure()));
      return;
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
    respondJson(exchange, 200, body);
  }

  /** The parameters, or null after answering 400 for an unknown, repeated or malformed one. */
  private QueryParameters jsonParameters(HttpExchange exchange, String query, List<String> known)
      throws IOException {
    try {
      return QueryParameters.parse(query, known);
    } catch (IllegalArgumentException e) {
      respondJson(exchange, 400, Map.of("error", e.getMessage()));
      return null;
    }
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
