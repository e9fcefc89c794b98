package dev.objectidkey.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server with several clients at once, over real sockets on 127.0.0.1: overlapping requests,
 * requests that queue for a handler, and clients that send half a request. Every client is bounded
 * in count and every wait in time.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ServeUnderLoadTest {

  @TempDir Path dir;

  private ServedShop served;
  private final List<Socket> sockets = new ArrayList<>();
  private ExecutorService clients;

  @BeforeEach
  void serve() {
    served = new ServedShop(dir);
    clients = Executors.newFixedThreadPool(8);
  }

  @AfterEach
  void stop() throws IOException {
    clients.shutdownNow();
    for (Socket socket : sockets) {
      socket.close();
    }
    served.close();
  }

  @Test
  void overlappingRequestsOnTheDatabaseAreAllAnswered() throws Exception {
    // The repro: seq 200 | xargs -P 4 curl .../api/orders gave 102 answers 500.
    List<Future<Integer>> statuses = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      statuses.add(clients.submit(() -> status(get("/api/orders"))));
    }

    Map<Integer, Integer> counts = new TreeMap<>();
    for (Future<Integer> status : statuses) {
      counts.merge(status.get(30, TimeUnit.SECONDS), 1, Integer::sum);
    }

    assertEquals(Map.of(200, 200), counts, served::log);
    assertEquals("", served.log());
  }

  @Test
  void aRequestThatWaitsLongerThanTheTurnWaitGetsA503WithOneLine() throws Exception {
    // H2's exclusive mode pauses every other connection: the handlers stay busy on the database.
    try (Connection exclusive = DriverManager.getConnection("jdbc:h2:file:" + dir.resolve("shop"));
        Statement statement = exclusive.createStatement()) {
      // Hikari fills the pool in the background; in exclusive mode H2 refuses new connections,
      // so wait for all four first: each handler then waits on the database, not on a connect.
      awaitSessions(statement, ShopServer.HANDLERS + 1);
      statement.execute("SET EXCLUSIVE 1");
      List<Future<String>> busy = new ArrayList<>();
      for (int i = 0; i < ShopServer.HANDLERS; i++) {
        busy.add(clients.submit(() -> get("/api/orders")));
      }
      Thread.sleep(500); // let the handlers take their turns first
      long start = System.nanoTime();

      String waiting = clients.submit(() -> get("/api/orders")).get(30, TimeUnit.SECONDS);
      Duration waited = Duration.ofNanos(System.nanoTime() - start);
      String page = clients.submit(() -> get("/")).get(30, TimeUnit.SECONDS);

      statement.execute("SET EXCLUSIVE 0");
      assertEquals(503, status(waiting), waiting);
      assertTrue(
          waiting.endsWith(
              "\r\n\r\n{\"error\":\"Busy: all 4 request handlers stayed in use for 5 s;"
                  + " try again\"}"),
          waiting);
      assertTrue(waited.compareTo(ShopServer.TURN_WAIT.minusMillis(100)) >= 0, waited::toString);
      assertEquals(503, status(page), page);
      assertTrue(
          page.endsWith("\r\n\r\nBusy: all 4 request handlers stayed in use for 5 s; try again\n"),
          page);
      for (Future<String> answer : busy) {
        assertEquals(200, status(answer.get(30, TimeUnit.SECONDS)));
      }
    }
    assertEquals("", served.log());
  }

  @Test
  void clientsThatSendHalfARequestAreDroppedAndOthersAnsweredMeanwhile() throws Exception {
    // The attack: 50 clients send half a request and stay; 20 probes got no answer.
    int port = URI.create(served.server.url()).getPort();
    for (int i = 0; i < 50; i++) {
      Socket slow = new Socket(InetAddress.getLoopbackAddress(), port);
      sockets.add(slow);
      OutputStream out = slow.getOutputStream();
      out.write(
          ("GET /api/orders HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nX-Slow: ")
              .getBytes(StandardCharsets.US_ASCII));
      out.flush();
    }
    long start = System.nanoTime();

    for (int i = 0; i < 20; i++) {
      String probe = clients.submit(() -> get("/api/orders")).get(5, TimeUnit.SECONDS);
      assertEquals(200, status(probe), probe);
    }
    assertTrue(
        Duration.ofNanos(System.nanoTime() - start).compareTo(ShopServer.REQUEST_TIME_LIMIT) < 0,
        "the probes were answered only once the slow clients were dropped");

    for (Socket slow : sockets) {
      slow.setSoTimeout(
          (int) ShopServer.REQUEST_TIME_LIMIT.plusSeconds(5).toMillis()); // the server's timer
      assertEquals(-1, readOrClosed(slow.getInputStream()), "a slow client was not dropped");
    }
    Duration dropped = Duration.ofNanos(System.nanoTime() - start);
    assertTrue(
        dropped.compareTo(ShopServer.REQUEST_TIME_LIMIT.plusSeconds(5)) < 0, dropped::toString);
  }

  /** Until H2 has {@code count} sessions open: the pool's and the test's own. */
  private static void awaitSessions(Statement statement, int count) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (true) {
      try (var sessions =
          statement.executeQuery("select count(*) from information_schema.sessions")) {
        sessions.next();
        if (sessions.getInt(1) >= count) {
          return;
        }
      }
      assertTrue(System.nanoTime() < deadline, "the pool never opened its connections");
      Thread.sleep(50);
    }
  }

  /** -1 when the server closed the connection, without answering; a byte if it answered. */
  private static int readOrClosed(InputStream in) throws IOException {
    try {
      return in.read();
    } catch (SocketTimeoutException e) {
      throw e;
    } catch (IOException reset) {
      return -1;
    }
  }

  /** The whole response to a GET, status line to body. */
  private String get(String pathAndQuery) throws IOException {
    int port = URI.create(served.server.url()).getPort();
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write(
          ("GET "
                  + pathAndQuery
                  + " HTTP/1.1\r\nHost: 127.0.0.1:"
                  + port
                  + "\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static int status(String response) {
    // "HTTP/1.1 200 OK"
    return Integer.parseInt(response.substring(9, 12));
  }
}
