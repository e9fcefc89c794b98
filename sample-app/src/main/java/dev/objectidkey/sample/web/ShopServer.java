package dev.objectidkey.sample.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.tool.IdParts;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Serves the ObjectId tool on 127.0.0.1 only, with the JDK's {@link HttpServer}.
 *
 * <ul>
 *   <li>{@code GET /?n=&time=&random=&counter=&decode=&from=&to=}: the page, its whole state in
 *       the URL;
 *   <li>{@code GET /api/generate?n=&time=&random=&counter=}: {@code {"ids": [...], "link": ...}};
 *   <li>{@code GET /api/decode?decode=}: one entry per non-empty line, its parts or its error;
 *   <li>{@code GET /api/orders?from=&to=}: the query and the orders it found.
 * </ul>
 * A bad parameter is HTTP 400, with the message on the page or as {@code {"error": "..."}}. A
 * failure is HTTP 500 and one line on stderr, never a stack trace. Requests whose {@code Host} is
 * not this server (a DNS-rebinding page in the user's browser, say) are refused with 403; a
 * request with two {@code Host} headers, or whose request line names a host, with 400.
 *
 * <p>Under load: at most {@link #HANDLERS} requests are handled at once, each with a connection of
 * its own (the shop's pool has that many). A request that waits more than {@link #TURN_WAIT} for
 * its turn, or for a database connection, gets 503 and one line. The JDK server reads a request on
 * the thread that then handles it, so a client that sends half a request holds a thread: the
 * server has {@value #CONNECTION_THREADS} threads for that, apart from the handlers, and drops a
 * request that has not arrived whole within {@link #REQUEST_TIME_LIMIT}.
 */
public final class ShopServer implements AutoCloseable {

  /** How many requests are handled at once; the shop's connection pool must be this size. */
  public static final int HANDLERS = 4;

  /** How long a request waits for a free handler, or a database connection, before a 503. */
  public static final Duration TURN_WAIT = Duration.ofSeconds(5);

  /** How long a client may take to send its whole request before the connection is closed. */
  public static final Duration REQUEST_TIME_LIMIT = Duration.ofSeconds(10);

  /**
   * Threads that read requests and write answers. Slow clients hold one each, up to {@link
   * #REQUEST_TIME_LIMIT}; more than this many at once make the others queue until they are
   * dropped.
   */
  static final int CONNECTION_THREADS = 64;

  static {
    // The JDK server's own request time limit (sun.net.httpserver.ServerConfig), off by default
    // on Java 17. It is read once, when the first server of the JVM is made; a value set on the
    // command line wins.
    if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
      System.setProperty(
          "sun.net.httpserver.maxReqTime", String.valueOf(REQUEST_TIME_LIMIT.toSeconds()));
    }
  }

  private static final List<String> GENERATOR = List.of("n", "time", "random", "counter");
  private static final List<String> DECODER = List.of("decode");
  private static final List<String> ORDERS = List.of("from", "to");
  private static final List<String> PAGE =
      List.of("n", "time", "random", "counter", "decode", "from", "to");

  /** Scripts and styles from this server only; nothing inline, no frames, forms to itself. */
  private static final String CONTENT_SECURITY_POLICY =
      "default-src 'none'; script-src 'self';"
          + " style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none';"
          + " frame-ancestors 'none'";

  private final HttpServer server;
  private final ExecutorService executor;
  private final ObjectIdTool tool;
  private final PrintStream log;
  private final Set<String> hosts;
  private final Semaphore handlers = new Semaphore(HANDLERS, true);

  private ShopServer(
      HttpServer server, ExecutorService executor, ShopService shop, PrintStream log) {
    this.server = server;
    this.executor = executor;
    this.tool = new ObjectIdTool(shop);
    this.log = log;
    int port = server.getAddress().getPort();
    this.hosts = Set.of("127.0.0.1:" + port, "localhost:" + port);
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
    InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
    HttpServer server;
    try {
      server = HttpServer.create(address, 0);
    } catch (BindException e) {
      throw new IllegalStateException(
          "Cannot serve on 127.0.0.1:"
              + port
              + ": "
              + e.getMessage()
              + "; choose another port with --port",
          e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    AtomicInteger threads = new AtomicInteger();
    ThreadPoolExecutor executor =
        new ThreadPoolExecutor(
            CONNECTION_THREADS,
            CONNECTION_THREADS,
            30,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(),
            task -> {
              Thread thread = new Thread(task, "objectid-tool-" + threads.incrementAndGet());
              thread.setDaemon(true);
              return thread;
            });
    executor.allowCoreThreadTimeOut(true);
    ShopServer shopServer = new ShopServer(server, executor, Objects.requireNonNull(shop), log);
    server.createContext("/", shopServer::handle);
    server.setExecutor(executor);
    server.start();
    return shopServer;
  }

  /**
   * Returns the address the page is at.
   *
   * @return {@code http://127.0.0.1:<port>/}
   */
  public String url() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
  }

  /**
   * Returns the address the server listens on.
   *
   * @return a loopback address and the port
   */
  public InetSocketAddress address() {
    return server.getAddress();
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }

  private void handle(HttpExchange exchange) {
    try (exchange) {
      boolean api = exchange.getRequestURI().getRawPath().startsWith("/api/");
      if (!handlers.tryAcquire(TURN_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
        respondError(
            exchange,
            503,
            api,
            "Busy: all "
                + HANDLERS
                + " request handlers stayed in use for "
                + TURN_WAIT.toSeconds()
                + " s; try again");
        return;
      }
      try {
        route(exchange);
      } catch (Busy e) {
        respondError(exchange, 503, api, e.getMessage());
      } catch (RuntimeException | Error e) {
        log.println(
            "Error: "
                + exchange.getRequestMethod()
                + " "
                + exchange.getRequestURI().getRawPath()
                + ": "
                + Messages.describe(e));
        respond(
            exchange, 500, "text/plain; charset=utf-8", "Error: " + Messages.describe(e) + "\n");
      } finally {
        handlers.release();
      }
    } catch (IOException e) {
      // The client went away mid-response: nothing to tell it, and nothing lost on our side.
    } catch (InterruptedException e) {
      // The server is stopping.
      Thread.currentThread().interrupt();
    }
  }

  /** The database gave no connection in time: the caller should answer 503, not 500. */
  static final class Busy extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Busy(String message, Throwable cause) {
      super(message, cause);
    }

    /** {@code e} as a {@link Busy} if a pool timeout caused it, else null. */
    static Busy of(RuntimeException e) {
      for (Throwable cause = e; cause != null; cause = cause.getCause()) {
        if (cause instanceof SQLTransientConnectionException) {
          return new Busy(
              "Busy: no database connection was free within the connect timeout; try again", e);
        }
      }
      return null;
    }
  }

  private void route(HttpExchange exchange) throws IOException {
    String method = exchange.getRequestMethod();
    String path = exchange.getRequestURI().getRawPath();
    boolean api = path.startsWith("/api/");
    List<String> hostHeaders = exchange.getRequestHeaders().get("Host");
    if (hostHeaders != null && hostHeaders.size() > 1 || exchange.getRequestURI().isAbsolute()) {
      // Browsers send neither; a proxy or a smuggling attempt could, and the two hosts may differ.
      respondError(
          exchange,
          400,
          api,
          "Refused: a request must have one Host header and a request line with a path only,"
              + " such as GET / HTTP/1.1");
      return;
    }
    String host = exchange.getRequestHeaders().getFirst("Host");
    if (host == null || !hosts.contains(host)) {
      String message =
          "Refused: this server answers for "
              + url()
              + " only, not for Host "
              + (host == null ? "(none)" : Messages.quote(host));
      respondError(exchange, 403, api, message);
      return;
    }
    if (!method.equals("GET") && !method.equals("HEAD")) {
      exchange.getResponseHeaders().set("Allow", "GET, HEAD");
      respondError(
          exchange, 405, api, "Method " + Messages.quote(method) + " is not allowed: use GET");
      return;
    }
    String query = exchange.getRequestURI().getRawQuery();
    switch (path) {
      case "/" -> page(exchange, query);
      case "/api/generate" -> generateJson(exchange, query);
      case "/api/decode" -> decodeJson(exchange, query);
      case "/api/orders" -> ordersJson(exchange, query);
      case "/app.js" -> resource(exchange, "app.js", "text/javascript; charset=utf-8");
      case "/app.css" -> resource(exchange, "app.css", "text/css; charset=utf-8");
      default ->
          respondError(
              exchange, 404, api, "Not found: " + Messages.quote(path) + "; the page is " + url());
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

  private static void respondError(HttpExchange exchange, int status, boolean json, String message)
      throws IOException {
    if (json) {
      respondJson(exchange, status, Map.of("error", message));
    } else {
      respond(exchange, status, "text/plain; charset=utf-8", message + "\n");
    }
  }

  private static void respondJson(HttpExchange exchange, int status, Object body)
      throws IOException {
    respond(exchange, status, "application/json", Json.write(body));
  }

  private static void respond(HttpExchange exchange, int status, String type, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    var headers = exchange.getResponseHeaders();
    headers.set("Content-Type", type);
    headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("Cache-Control", "no-store");
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head ? -1 : bytes.length);
    if (!head) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(bytes);
      }
    }
  }
}
