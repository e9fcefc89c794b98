package dev.objectidkey.springdatajdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The shop over real HTTP on H2: a customer and an order posted as JSON get generated ids, the
 * order is read back by its hex id in the path, the customer's orders by the customer's, and a
 * malformed id in the path is a 400 with objectidkey-spring's message.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ShopHttpTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @LocalServerPort private int port;
  @Autowired private OrderRepository orders;

  @Test
  void postedAggregatesGetIdsAndAreReadBackByTheirHexIds() throws Exception {
    HttpResponse<String> customer = post("/customers", "{\"name\":\"Ann\"}");
    assertEquals(201, customer.statusCode(), customer.body());
    String customerHex = customer.body().replace("\"", "");
    CustomerId customerId = CustomerId.parse(customerHex);

    HttpResponse<String> order =
        post("/orders", "{\"customer\":\"" + customerHex + "\",\"item\":\"book\"}");
    assertEquals(201, order.statusCode(), order.body());
    Order stored = orders.findOrdersOf(customerId).get(0);
    String expected =
        "{\"id\":\""
            + stored.id().toHexString()
            + "\",\"customer\":\""
            + customerHex
            + "\",\"item\":\"book\"}";
    assertEquals(expected, order.body());

    assertEquals(expected, get("/orders/" + stored.id().toHexString().toUpperCase()).body());
    assertEquals("[" + expected + "]", get("/customers/" + customerHex + "/orders").body());
    assertEquals(404, get("/orders/" + OrderId.generate().toHexString()).statusCode());
  }

  @Test
  void aMalformedIdInThePathIsABadRequestWithTheParseMessage() throws Exception {
    HttpResponse<String> response = get("/orders/NOT-A-HEX-ID");

    assertEquals(400, response.statusCode());
    assertTrue(
        response
            .body()
            .contains("Invalid OrderId \\\"NOT-A-HEX-ID\\\": expected 24 hexadecimal characters"),
        response.body());
  }

  private HttpResponse<String> get(String path) throws IOException, InterruptedException {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> post(String path, String json)
      throws IOException, InterruptedException {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
