package dev.objectidkey.jakarta.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpServer;
import dev.objectidkey.jakarta.rest.shop.JsonErrors;
import dev.objectidkey.jakarta.rest.shop.OrderId;
import dev.objectidkey.jakarta.rest.shop.OrderResource;
import dev.objectidkey.jakarta.rest.shop.ShopApplication;
import jakarta.ws.rs.core.Application;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.glassfish.jersey.jdkhttp.JdkHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * HTTP requests to a plain Jakarta REST runtime (Jersey on the JDK's HTTP server) whose {@code
 * Application} registers the provider, and to one that does not, which shows what the provider
 * changes.
 */
class PlainJakartaRestTest {

  private static final OrderId ID = OrderId.parse("6553f1003f2a91c8d4003039");

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  private static HttpServer withProvider;

  private static HttpServer withoutProvider;

  private static HttpServer withJsonErrors;

  @BeforeAll
  static void start() {
    withProvider = start(new ShopApplication());
    withoutProvider =
        start(
            new Application() {
              @Override
              public Set<Class<?>> getClasses() {
                return Set.of(OrderResource.class);
              }
            });
    withJsonErrors =
        start(
            new Application() {
              @Override
              public Set<Class<?>> getClasses() {
                return Set.of(
                    OrderResource.class,
                    ObjectIdParamConverterProvider.class,
                    ObjectIdRequestExceptionMapper.class,
                    JsonErrors.class);
              }
            });
  }

  @AfterAll
  static void stop() {
    withProvider.stop(0);
    withoutProvider.stop(0);
    withJsonErrors.stop(0);
  }

  @Test
  void pathParameterIsBoundFromEitherCase() throws Exception {
    HttpResponse<String> response = get(withProvider, "/orders/6553F1003F2A91C8D4003039");
    assertEquals(200, response.statusCode());
    assertEquals(ID.toHexString(), response.body());
  }

  @Test
  void malformedPathParameterIsABadRequestWithTheIdTypesMessage() throws Exception {
    HttpResponse<String> response = get(withProvider, "/orders/not-an-id");
    assertEquals(400, response.statusCode());
    assertEquals(
        "Invalid OrderId \"not-an-id\": expected 24 hexadecimal characters, got 9",
        response.body());
    assertEquals(
        "text/plain", response.headers().firstValue("Content-Type").orElseThrow().split(";")[0]);
  }

  @Test
  void withoutTheProviderTheRuntimeAnswersAMalformedPathParameterWithNotFound() throws Exception {
    // Jakarta REST 3.1 section 3.2: the IllegalArgumentException of OrderId.valueOf becomes a 404.
    assertEquals(404, get(withoutProvider, "/orders/not-an-id").statusCode());
    assertEquals(200, get(withoutProvider, "/orders/" + ID).statusCode());
  }

  @Test
  void queryAndHeaderParametersAreBoundAndAnEmptyQueryValueIsNull() throws Exception {
    HttpResponse<String> both =
        send(
            withProvider,
            HttpRequest.newBuilder(uri(withProvider, "/orders?after=" + ID))
                .header("X-Since", ID.toHexString().toUpperCase(java.util.Locale.ROOT)));
    assertEquals(ID + " " + ID, both.body());
    assertEquals("none none", get(withProvider, "/orders?after=").body());
    assertEquals("none none", get(withProvider, "/orders").body());
  }

  @Test
  void malformedQueryAndHeaderParametersAreBadRequests() throws Exception {
    HttpResponse<String> query = get(withProvider, "/orders?after=507f1f77bcf86cd79943901z");
    assertEquals(400, query.statusCode());
    assertEquals(
        "Invalid OrderId \"507f1f77bcf86cd79943901z\": expected 24 hexadecimal characters"
            + " (0-9, a-f, A-F), got 'z' (U+007A) at index 23",
        query.body());
    HttpResponse<String> header =
        send(
            withProvider,
            HttpRequest.newBuilder(uri(withProvider, "/orders")).header("X-Since", "12"));
    assertEquals(400, header.statusCode());
  }

  @Test
  void applicationsOwnExceptionMapperAnswersAMalformedIdInItsFormatAndLogsIt() throws Exception {
    List<String> logged = new ArrayList<>();
    Handler handler =
        new Handler() {
          @Override
          public void publish(LogRecord logRecord) {
            logged.add(logRecord.getMessage());
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    JsonErrors.LOG.addHandler(handler);
    try {
      HttpResponse<String> response = get(withJsonErrors, "/orders/not-an-id");
      assertEquals(400, response.statusCode());
      assertEquals("application/json", response.headers().firstValue("Content-Type").orElseThrow());
      assertEquals(
          "{\"status\":400,\"error\":\"Invalid OrderId \\\"not-an-id\\\": expected 24"
              + " hexadecimal characters, got 9\"}",
          response.body());
      assertEquals(
          List.of(
              "request failed: Invalid OrderId \"not-an-id\": expected 24 hexadecimal characters,"
                  + " got 9"),
          logged);
      assertEquals(400, get(withJsonErrors, "/orders?after=12").statusCode());
    } finally {
      JsonErrors.LOG.removeHandler(handler);
    }
  }

  private static HttpServer start(Application application) {
    return JdkHttpServerFactory.createHttpServer(
        URI.create("http://127.0.0.1:0/"), ResourceConfig.forApplication(application));
  }

  private static URI uri(HttpServer server, String path) {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
  }

  private static HttpResponse<String> get(HttpServer server, String path)
      throws IOException, InterruptedException {
    return send(server, HttpRequest.newBuilder(uri(server, path)));
  }

  private static HttpResponse<String> send(HttpServer server, HttpRequest.Builder request)
      throws IOException, InterruptedException {
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
