package dev.objectidkey.sample.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.sample.domain.OrderId;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The server's JSON endpoints and page over real HTTP, with the JDK's client. */
class ShopServerHttpTest {

  @TempDir static Path dir;

  private static ServedShop served;
  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  @BeforeAll
  static void serve() {
    served = new ServedShop(dir);
  }

  @AfterAll
  static void stop() {
    served.close();
  }

  @AfterEach
  void nothingWasLogged() {
    // Bad input is answered, not logged; only a failure writes a line, and none is expected here.
    assertEquals("", served.log());
  }

  private static HttpResponse<String> get(String pathAndQuery)
      throws IOException, InterruptedException {
    return CLIENT.send(
        HttpRequest.newBuilder(URI.create(served.url(pathAndQuery))).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  @Test
  void listensOn127001Only() {
    InetAddress address = InetAddress.getLoopbackAddress();

    assertEquals("127.0.0.1", address.getHostAddress());
    assertTrue(served.server.url().startsWith("http://127.0.0.1:"), served.server.url());
  }

  @Test
  void generateReproducesTheWorkedExample() throws Exception {
    HttpResponse<String> response =
        get("/api/generate?n=2&time=1700000000&random=3f2a91c8d4&counter=12345");

    assertEquals(200, response.statusCode(), response::body);
    assertEquals("application/json", response.headers().firstValue("Content-Type").orElse(""));
    assertEquals(
        "{\"ids\":[\"6553f1003f2a91c8d4003039\",\"6553f1003f2a91c8d400303a\"],"
            + "\"link\":\"/?n=2&time=1700000000&random=3f2a91c8d4&counter=12345\"}",
        response.body());
  }

  @Test
  void generateWithoutFixedPartsLinksToExactlyTheIdsItMade() throws Exception {
    HttpResponse<String> fresh = get("/api/generate?n=3");
    assertEquals(200, fresh.statusCode(), fresh::body);
    String link = fresh.body().replaceAll(".*\"link\":\"([^\"]+)\".*", "$1");

    HttpResponse<String> again = get("/api/generate?" + link.substring(2));

    assertEquals(fresh.body(), again.body());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      n=101                     | Invalid value for n: expected a count from 1 to 100, got 101
      n=0                       | Invalid value for n: expected a count from 1 to 100, got 0
      n=%D9%A3                  | Invalid value for n \\"\u0663\\": expected a count from 1 to 100 in the digits 0-9
      n=two                     | Invalid value for n \\"two\\": expected a count from 1 to 100 in the digits 0-9
      random=3f2a91c8d          | Invalid value for random \\"3f2a91c8d\\": expected 10 hexadecimal digits (0-9, a-f, A-F), the 5-byte random value, got 9 characters
      random=3f2a91c8d4e        | Invalid value for random \\"3f2a91c8d4e\\": expected 10 hexadecimal digits (0-9, a-f, A-F), the 5-byte random value, got 11 characters
      counter=16777216          | Invalid value for counter \\"16777216\\": it is above 16777215, the largest counter 3 bytes hold
      counter=%EF%BC%95         | Invalid value for counter \\"\uFF15\\": expected a counter from 0 to 16777215 (3 bytes) in the digits 0-9
      time=2106-02-07T06:28:16Z | Invalid value for time \\"2106-02-07T06:28:16Z\\": it is after 2106-02-07T06:28:15Z, the last second an ObjectId can hold
      time=4294967296           | Invalid value for time \\"4294967296\\": it is after 2106-02-07T06:28:15Z, the last second an ObjectId can hold
      time=soon                 | Invalid value for time \\"soon\\": expected epoch seconds such as 1700000000 or an ISO-8601 instant such as 2023-11-14T22:13:20Z
      colour=red                | Unknown parameter \\"colour\\": expected n, time, random, counter
      n=1&n=2                   | Invalid query: the parameter n is given twice; give it once
      """)
  void aBadGeneratorParameterIsA400WithTheMessageAsJson(String query, String message)
      throws Exception {
    HttpResponse<String> response = get("/api/generate?" + query);

    assertEquals(400, response.statusCode(), response::body);
    assertEquals("{\"error\":\"" + message + "\"}", response.body());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      n=101                     | Invalid value for n: expected a count from 1 to 100, got 101
      random=3f2a91c8d          | Invalid value for random &quot;3f2a91c8d&quot;: expected 10 hexadecimal digits
      counter=16777216          | Invalid value for counter &quot;16777216&quot;: it is above 16777215
      time=2106-02-07T06:28:16Z | Invalid value for time &quot;2106-02-07T06:28:16Z&quot;: it is after 2106-02-07T06:28:15Z
      colour=red                | Unknown parameter &quot;colour&quot;: expected n, time, random, counter, decode, from, to
      """)
  void aBadParameterIsA400PageThatSaysWhy(String query, String message) throws Exception {
    HttpResponse<String> response = get("/?" + query);

    assertEquals(400, response.statusCode());
    assertTrue(response.body().contains(message), response::body);
    assertTrue(response.body().contains("role=\"alert\""), response::body);
  }

  @Test
  void hugeInputIsQuotedCutToSixtyFourCharacters() throws Exception {
    HttpResponse<String> response = get("/api/generate?random=" + "a".repeat(5000));

    assertEquals(400, response.statusCode());
    assertEquals(
        "{\"error\":\"Invalid value for random \\\""
            + "a".repeat(64)
            + "\\\"... (5000"
            + " characters): expected 10 hexadecimal digits (0-9, a-f, A-F), the 5-byte random value, got"
            + " 5000 characters\"}",
        response.body());
  }

  @Test
  void aQueryOverSixteenKibibytesIsRefusedNotCut() throws Exception {
    HttpResponse<String> response = get("/api/decode?decode=" + "a".repeat(20_000));

    assertEquals(400, response.statusCode());
    assertEquals(
        "{\"error\":\"Invalid query: it is 20007 characters; at most 16384\"}", response.body());
  }

  @Test
  void decodeGivesEveryPartAndABadLineItsOwnMessage() throws Exception {
    HttpResponse<String> response =
        get(
            "/api/decode?decode="
                + encode("507f1f77bcf86cd799439011\r\nnope\n\n507F1F77BCF86CD79943901G"));

    assertEquals(400, response.statusCode(), "a bad line makes it a 400, with every line answered");
    assertEquals(
        "{\"lines\":["
            + "{\"line\":1,\"id\":\"507f1f77bcf86cd799439011\",\"timestamp\":\"2012-10-17T21:13:27Z\","
            + "\"epochSeconds\":1350508407,\"random\":\"bcf86cd799\",\"counter\":4427793,"
            + "\"machine\":\"bcf86c\",\"processId\":55193},"
            + "{\"line\":2,\"error\":\"Invalid ObjectId \\\"nope\\\": expected 24 hexadecimal characters,"
            + " got 4\"},"
            + "{\"line\":4,\"error\":\"Invalid ObjectId \\\"507F1F77BCF86CD79943901G\\\": expected 24"
            + " hexadecimal characters (0-9, a-f, A-F), got 'G' (U+0047) at index 23\"}]}",
        response.body());
  }

  @Test
  void decodeTakesAtMostAHundredIdsAtATime() throws Exception {
    String hundred = "507f1f77bcf86cd799439011\n".repeat(100);
    HttpResponse<String> ok = get("/api/decode?decode=" + encode(hundred));
    HttpResponse<String> tooMany = get("/api/decode?decode=" + encode(hundred + "nope"));

    assertEquals(200, ok.statusCode(), ok::body);
    assertTrue(ok.body().contains("{\"line\":100,\"id\":\"507f1f77bcf86cd799439011\""), ok::body);
    assertEquals(400, tooMany.statusCode());
    assertEquals(
        "{\"error\":\"Invalid value for decode: it has 101 ids; at most 100 at a time, one"
            + " per line\"}",
        tooMany.body());
  }

  @Test
  void decodeOfGoodIdsIsA200() throws Exception {
    HttpResponse<String> response = get("/api/decode?decode=6553f1003f2a91c8d4003039");

    assertEquals(200, response.statusCode(), response::body);
    assertTrue(
        response
            .body()
            .contains(
                "\"timestamp\":\"2023-11-14T22:13:20Z\",\"epochSeconds\":1700000000,"
                    + "\"random\":\"3f2a91c8d4\",\"counter\":12345"),
        response::body);
  }

  @Test
  void ordersComeInIdOrderWithTheQueryThatFoundThem() throws Exception {
    HttpResponse<String> all = get("/api/orders");
    HttpResponse<String> range =
        get("/api/orders?from=2024-05-01T09:00:05Z&to=" + (ServedShop.START.getEpochSecond() + 9));

    assertEquals(200, all.statusCode(), all::body);
    assertEquals(
        "{\"query\":\"select o.id from Order o where o.id between :from and :to order by o.id\","
            + "\"from\":\"000000000000000000000000\",\"to\":\"ffffffffffffffffffffffff\",\"orders\":["
            + order(0, "Ada Lovelace", served.ada.toHexString(), "\"2 x coffee\"")
            + ","
            + order(1, "<b>Bob</b> & \\\"Eve\\\"", served.bob.toHexString(), "\"1 x <tea>\"")
            + ","
            + order(2, "Ada Lovelace", served.ada.toHexString(), "\"3 x bagel\",\"1 x espresso\"")
            + "],\"more\":false}",
        all.body());
    assertEquals(200, range.statusCode(), range::body);
    assertEquals(
        "{\"query\":\"select o.id from Order o where o.id between :from and :to order by o.id\","
            + "\"from\":\""
            + OrderId.minFor(ServedShop.START.plusSeconds(5))
            + "\",\"to\":\""
            + OrderId.maxFor(ServedShop.START.plusSeconds(9))
            + "\",\"orders\":["
            + order(1, "<b>Bob</b> & \\\"Eve\\\"", served.bob.toHexString(), "\"1 x <tea>\"")
            + "],\"more\":false}",
        range.body());
  }

  private static String order(int index, String customerJson, String customerId, String linesJson) {
    OrderId id = served.orders.get(index);
    return "{\"id\":\""
        + id
        + "\",\"createdAt\":\""
        + id.getTimestamp()
        + "\",\"customerId\":\""
        + customerId
        + "\",\"customer\":\""
        + customerJson
        + "\",\"lines\":["
        + linesJson
        + "]}";
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      from=2024-05-01T09:00:10Z&to=2024-05-01T09:00:00Z | Invalid range: from 2024-05-01T09:00:10Z is after to 2024-05-01T09:00:00Z; swap them
      from=yesterday                                    | Invalid value for from \\"yesterday\\": expected epoch seconds such as 1700000000 or an ISO-8601 instant such as 2023-11-14T22:13:20Z
      to=2106-02-07T06:28:16Z                           | Invalid value for to \\"2106-02-07T06:28:16Z\\": it is after 2106-02-07T06:28:15Z, the last second an ObjectId can hold
      """)
  void aBadTimeRangeIsA400(String query, String message) throws Exception {
    HttpResponse<String> response = get("/api/orders?" + query);

    assertEquals(400, response.statusCode(), response::body);
    assertEquals("{\"error\":\"" + message + "\"}", response.body());
  }

  @Test
  void thePageEscapesCustomerNamesProductsAndEchoedInput() throws Exception {
    HttpResponse<String> response = get("/?decode=" + encode("<script>alert(1)</script>"));
    String body = response.body();

    assertAll(
        () -> assertEquals(400, response.statusCode()),
        () ->
            assertTrue(
                body.contains(
                    "<td class=\"customer\">&lt;b&gt;Bob&lt;/b&gt; &amp; &quot;Eve&quot;</td>"),
                body),
        () -> assertTrue(body.contains("1 x &lt;tea&gt;"), body),
        () -> assertTrue(body.contains(">&lt;script&gt;alert(1)&lt;/script&gt;</textarea>"), body),
        () ->
            assertTrue(
                body.contains("Invalid ObjectId &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;"),
                body),
        () -> assertFalse(body.contains("<b>Bob"), body),
        () -> assertFalse(body.contains("<script>alert"), body),
        () ->
            assertEquals(
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'"
                    + " data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
                response.headers().firstValue("Content-Security-Policy").orElse("")));
  }

  @Test
  void thePageShowsTheWorkedExamples() throws Exception {
    HttpResponse<String> generated = get("/?n=2&time=1700000000&random=3f2a91c8d4&counter=12345");
    HttpResponse<String> decoded = get("/?decode=507f1f77bcf86cd799439011");

    assertEquals(200, generated.statusCode());
    assertTrue(
        generated
            .body()
            .contains(
                "<span class=\"part-time\">6553f100</span><span"
                    + " class=\"part-random\">3f2a91c8d4</span><span class=\"part-counter\">003039</span>"),
        generated::body);
    assertTrue(
        generated.body().contains("<span class=\"part-counter\">00303a</span>"), generated::body);
    assertEquals(200, decoded.statusCode());
    assertTrue(
        decoded.body().contains("<td class=\"utc\">2012-10-17T21:13:27Z</td>"), decoded::body);
  }

  @Test
  void unknownPathsAndOtherMethodsAreRefused() throws Exception {
    HttpResponse<String> missing = get("/api/nothing");
    HttpResponse<String> post =
        CLIENT.send(
            HttpRequest.newBuilder(URI.create(served.url("/api/generate")))
                .POST(HttpRequest.BodyPublishers.ofString("n=2"))
                .build(),
            HttpResponse.BodyHandlers.ofString());

    assertEquals(404, missing.statusCode());
    assertEquals(
        "{\"error\":\"Not found: \\\"/api/nothing\\\"; the page is " + served.server.url() + "\"}",
        missing.body());
    assertEquals(405, post.statusCode());
    assertEquals("GET, HEAD", post.headers().firstValue("Allow").orElse(""));
    assertEquals("{\"error\":\"Method \\\"POST\\\" is not allowed: use GET\"}", post.body());
  }

  @Test
  void aRequestForAnotherHostIsRefused() throws Exception {
    // What a page that rebinds its own host name to 127.0.0.1 would send from the user's browser.
    String response =
        rawRequest(
            "GET /api/orders HTTP/1.1\r\nHost: evil.example\r\n" + "Connection: close\r\n\r\n");

    assertTrue(response.startsWith("HTTP/1.1 403 "), response);
    assertTrue(
        response.endsWith(
            "{\"error\":\"Refused: this server answers for "
                + served.server.url()
                + " only, not for Host \\\"evil.example\\\"\"}"),
        response);
    assertFalse(response.contains("Grace") || response.contains("Ada"), response);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // Two Host headers, the second one another host's: which one counts is a guess.
        "GET /api/orders HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nHost: evil.example\r\n",
        "GET /api/orders HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nHost: 127.0.0.1:PORT\r\n",
        // The absolute form names a host in the request line, whatever the Host header says.
        "GET http://evil.example/api/orders HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n",
        "GET http://127.0.0.1:PORT/api/orders HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n"
      })
  void aRequestWithTwoHostsOrAnAbsoluteRequestLineIsRefused(String head) throws Exception {
    String request =
        head.replace("PORT", String.valueOf(URI.create(served.server.url()).getPort()))
            + "Connection: close\r\n\r\n";

    String response = rawRequest(request);

    assertTrue(response.startsWith("HTTP/1.1 400 "), response);
    assertTrue(
        response.endsWith(
            "{\"error\":\"Refused: a request must have one Host header and a request line with"
                + " a path only, such as GET / HTTP/1.1\"}"),
        response);
    assertFalse(response.contains("Ada"), response);
  }

  @Test
  void aMalformedUriIsA400WithoutAStackTrace() throws Exception {
    String response =
        rawRequest(
            "GET /api/generate?time=%zz HTTP/1.1\r\nHost: 127.0.0.1:"
                + URI.create(served.server.url()).getPort()
                + "\r\nConnection: close\r\n\r\n");

    assertTrue(response.startsWith("HTTP/1.1 400 "), response);
    assertFalse(response.contains("at java."), response);
  }

  private static String rawRequest(String request) throws IOException {
    try (Socket socket =
        new Socket(InetAddress.getLoopbackAddress(), URI.create(served.server.url()).getPort())) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.US_ASCII));
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void aDatabaseFailureIsA500AndOneLineOnTheLog(@TempDir Path other) throws Exception {
    ServedShop broken = new ServedShop(other);
    broken.shop.close();
    try {
      HttpResponse<String> response =
          CLIENT.send(
              HttpRequest.newBuilder(URI.create(broken.url("/api/orders"))).build(),
              HttpResponse.BodyHandlers.ofString());

      assertEquals(500, response.statusCode(), response::body);
      assertTrue(response.body().startsWith("{\"error\":\"Error: "), response::body);
      List<String> logged = broken.log().lines().toList();
      assertEquals(1, logged.size(), broken::log);
      assertTrue(logged.get(0).startsWith("Error: GET /api/orders: "), broken::log);

      // The page shows the failure in its orders section, and the log gets one line for it too.
      HttpResponse<String> page =
          CLIENT.send(
              HttpRequest.newBuilder(URI.create(broken.url("/"))).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(500, page.statusCode(), page::body);
      assertTrue(page.body().contains("id=\"orders-error\">Error: "), page::body);
      logged = broken.log().lines().toList();
      assertEquals(2, logged.size(), broken::log);
      assertTrue(logged.get(1).startsWith("Error: GET /: "), broken::log);
    } finally {
      broken.server.close();
    }
  }
}
