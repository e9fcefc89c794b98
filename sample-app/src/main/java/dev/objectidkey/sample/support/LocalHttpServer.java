package dev.objectidkey.sample.support;

import static dev.objectidkey.sample.support.Messages.describe;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import tools.jackson.jr.ob.JSON;

/**
 * The JDK's {@link HttpServer}, made safe to leave running on a developer's machine: 127.0.0.1 and
 * its own {@code Host} only (one {@code Host}, and no absolute-form request line), GET and HEAD
 * only, {@link #HANDLERS} handlers with 503 when busy, a request time limit, security headers, a
 * failure as 500 and one line on the log, and JSON errors under {@code /api/}. {@code
 * sample-app/README.md} ("The ObjectId tool in the browser") says what each one protects from. Not
 * Jetty 12: it cannot refuse the absolute form {@code GET http://127.0.0.1:<port>/}, nor a doubled
 * Host.
 */
public abstract class LocalHttpServer implements AutoCloseable {

  /** How many requests are handled at once; the database's connection pool must be this size. */
  public static final int HANDLERS = 4;

  /** How long a request waits for a free handler, or a database connection, before a 503. */
  public static final Duration TURN_WAIT = Duration.ofSeconds(5);

  /** How long a client may take to send its whole request before the connection is closed. */
  public static final Duration REQUEST_TIME_LIMIT = Duration.ofSeconds(10);

  /**
   * Threads that read requests and write answers, apart from the handlers: a slow client holds one
   * up to {@link #REQUEST_TIME_LIMIT}, since the JDK server reads a request on its handling thread.
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

  /** Scripts and styles from this server only; nothing inline, no frames, forms to itself. */
  private static final String CONTENT_SECURITY_POLICY =
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
          + " form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

  private static final String BUSY =
      "Busy: all %s request handlers stayed in use for %s s; try again"
          .formatted(HANDLERS, TURN_WAIT.toSeconds());

  private static final JSON JSON_WRITER =
      JSON.std.with(JSON.Feature.WRITE_RECORD_FIELDS_IN_DECLARATION_ORDER);

  private final HttpServer server;
  private final ThreadPoolExecutor executor;
  private final Set<String> hosts;
  private final Semaphore handlers = new Semaphore(HANDLERS, true);

  /** Where failures are reported, one line each. */
  private final PrintStream log;

  /**
   * Binds 127.0.0.1 ({@code port} 0 for any free port); {@link #serve} starts answering.
   *
   * @throws IllegalStateException if the port is in use, naming it
   */
  protected LocalHttpServer(int port, PrintStream log) {
    this.log = log;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    } catch (BindException e) {
      throw new IllegalStateException(
          "Cannot serve on 127.0.0.1:%s: %s; choose another port with --port"
              .formatted(port, e.getMessage()),
          e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    AtomicInteger threads = new AtomicInteger();
    executor =
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
    int bound = server.getAddress().getPort();
    hosts = Set.of("127.0.0.1:" + bound, "localhost:" + bound);
    server.createContext("/", this::handle);
    server.setExecutor(executor);
  }

  /** Starts answering, once the subclass is ready to. */
  protected final void serve() {
    server.start();
  }

  /** Answers a GET or HEAD request that passed the checks: a raw path, and a raw query or null. */
  protected abstract Answer answer(String path, String rawQuery);

  /**
   * An answer, sent with the security headers; a HEAD request gets the headers only. A {@code
   * failure}, null for none, is what failed on our side, and the log gets it as one line.
   */
  public record Answer(int status, String type, String body, String failure) {

    public Answer(int status, String type, String body) {
      this(status, type, body, null);
    }

    /**
     * JSON, written by Jackson from records (in declaration order, without null components), maps
     * (in their iteration order), lists and values.
     */
    public static Answer json(int status, Object body) {
      return new Answer(status, "application/json", JSON_WRITER.asString(body));
    }

    /** An error: as {@code {"error": message}} under {@code /api/}, else as plain text. */
    public static Answer error(String path, int status, String message) {
      return path.startsWith("/api/")
          ? json(status, Map.of("error", message))
          : new Answer(status, "text/plain; charset=utf-8", message + "\n");
    }

    /** This answer, with what failed on our side for the log. */
    public Answer failed(String failure) {
      return new Answer(status, type, body, failure);
    }
  }

  /** Returns the root page's address, {@code http://127.0.0.1:<port>/}. */
  public String url() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }

  private void handle(HttpExchange exchange) {
    String path = exchange.getRequestURI().getRawPath();
    try (exchange) {
      if (!handlers.tryAcquire(TURN_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
        send(exchange, Answer.error(path, 503, BUSY));
        return;
      }
      try {
        send(exchange, answerOrFailure(exchange, path));
      } finally {
        handlers.release();
      }
    } catch (IOException e) {
      // The client went away mid-response: nothing to tell it, and nothing lost on our side.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // the server is stopping
    }
  }

  private Answer answerOrFailure(HttpExchange exchange, String path) {
    Answer answer;
    try {
      Answer refusal = refusal(exchange, path);
      answer = refusal != null ? refusal : answer(path, exchange.getRequestURI().getRawQuery());
    } catch (RuntimeException | Error e) {
      if (isBusy(e)) {
        return Answer.error(
            path,
            503,
            "Busy: no database connection was free within the connect timeout; try again");
      }
      String failure = describe(e);
      answer = Answer.error(path, 500, "Error: " + failure).failed(failure);
    }
    if (answer.failure() != null) {
      log.println("Error: " + exchange.getRequestMethod() + " " + path + ": " + answer.failure());
    }
    return answer;
  }

  /** Why the request must not be answered, or null if it may be. */
  private Answer refusal(HttpExchange exchange, String path) {
    List<String> hostHeaders = exchange.getRequestHeaders().get("Host");
    if (hostHeaders != null && hostHeaders.size() > 1 || exchange.getRequestURI().isAbsolute()) {
      // Browsers send neither; a proxy or a smuggling attempt could, and the two hosts may differ.
      return Answer.error(
          path,
          400,
          "Refused: a request must have one Host header and a request line with a path only,"
              + " such as GET / HTTP/1.1");
    }
    String host = exchange.getRequestHeaders().getFirst("Host");
    if (host == null || !hosts.contains(host)) {
      return Answer.error(
          path,
          403,
          "Refused: this server answers for %s only, not for Host %s"
              .formatted(url(), host == null ? "(none)" : Messages.quote(host)));
    }
    String method = exchange.getRequestMethod();
    if (!method.equals("GET") && !method.equals("HEAD")) {
      exchange.getResponseHeaders().set("Allow", "GET, HEAD");
      return Answer.error(
          path, 405, "Method " + Messages.quote(method) + " is not allowed: use GET");
    }
    return null;
  }

  /**
   * Whether a connection pool's timeout caused {@code e}, a {@link SQLTransientConnectionException}
   * among its causes: the server answers it with 503, not 500.
   */
  public static boolean isBusy(Throwable e) {
    return Stream.iterate(e, Objects::nonNull, Throwable::getCause)
        .anyMatch(SQLTransientConnectionException.class::isInstance);
  }

  private static void send(HttpExchange exchange, Answer answer) throws IOException {
    byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
    var headers = exchange.getResponseHeaders();
    headers.set("Content-Type", answer.type());
    headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("Cache-Control", "no-store");
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(answer.status(), head ? -1 : bytes.length);
    if (!head) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(bytes);
      }
    }
  }
}
