package dev.objectidkey.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.objectidkey.ObjectIdGenerator;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.hibernate.Version;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The application's GraphQL API over real HTTP: each test POSTs a query or mutation to {@code
 * /graphql} on a random port and reads the JSON response, as a GraphQL client would. One subclass
 * per database.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class GraphQlApiSuite {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @LocalServerPort private int port;

  @Autowired private OrderRepository orders;

  @Autowired private CustomerRepository customers;

  private Customer ada;

  @BeforeEach
  void oneCustomer() {
    orders.deleteAll();
    customers.deleteAll();
    ada = customers.save(new Customer("Ada"));
  }

  @Test
  void theApplicationRunsOnTheBootAndHibernateOfItsLine() {
    // The build names the versions of the line that runs these tests (graphql-tests on Boot 4.1,
    // graphql-boot-3.5, graphql-boot-4.0), so a line cannot quietly run on another Boot.
    assertEquals(
        System.getProperty("objectidkey.test.spring-boot"), SpringBootVersion.getVersion());
    assertEquals(System.getProperty("objectidkey.test.hibernate"), Version.getVersionString());
  }

  @Test
  void anOrderQueriedByIdHasItsIdsAsLowerCaseHexStrings() throws Exception {
    Order order = orders.save(new Order(ada, "pen"));

    JsonNode response =
        graphQl(
            "query($id: ID!) { order(id: $id) { id item createdAt customer { id name } } }",
            Map.of("id", order.getId().toHexString()));

    assertNoErrors(response);
    JsonNode found = response.at("/data/order");
    assertEquals(order.getId().toHexString(), found.path("id").asText());
    assertTrue(found.path("id").asText().matches("[0-9a-f]{24}"), found.toString());
    assertEquals("pen", found.path("item").asText());
    assertEquals(order.getId().getTimestamp().toString(), found.path("createdAt").asText());
    assertEquals(ada.getId().toHexString(), found.at("/customer/id").asText());
    assertEquals("Ada", found.at("/customer/name").asText());
  }

  @Test
  void anIdInUpperCaseAsALiteralFindsTheSameOrder() throws Exception {
    Order order = orders.save(new Order(ada, "ink"));
    String upper = order.getId().toHexString().toUpperCase(java.util.Locale.ROOT);

    JsonNode response = graphQl("{ order(id: \"" + upper + "\") { id } }", Map.of());

    assertNoErrors(response);
    assertEquals(order.getId().toHexString(), response.at("/data/order/id").asText());
  }

  @Test
  void anUnknownIdIsNull() throws Exception {
    JsonNode response =
        graphQl(
            "query($id: ID!) { order(id: $id) { id } }",
            Map.of("id", OrderId.generate().toHexString()));

    assertNoErrors(response);
    assertTrue(response.at("/data/order").isNull(), response.toString());
  }

  @Test
  void ordersCreatedAfterATimeAreAnIdRangeInCreationOrder() throws Exception {
    AtomicReference<Instant> clock = new AtomicReference<>(T0);
    List<OrderId> ids =
        ObjectIdGenerator.builder()
            .clock(clock::get)
            .build()
            .call(
                () -> {
                  List<OrderId> made = new ArrayList<>();
                  for (int second : new int[] {0, 10, 20, 30}) {
                    clock.set(T0.plusSeconds(second));
                    made.add(orders.save(new Order(ada, "at " + second)).getId());
                  }
                  return made;
                });

    JsonNode response =
        graphQl(
            "query($t: String!) { orders(createdAfter: $t) { id item } }",
            Map.of("t", T0.plusSeconds(5).toString()));

    assertNoErrors(response);
    List<String> found = new ArrayList<>();
    response.at("/data/orders").forEach(order -> found.add(order.path("id").asText()));
    assertEquals(hex(ids.subList(1, 4)), found);
    assertEquals("at 10", response.at("/data/orders/0/item").asText());
  }

  @Test
  void aListOfIdsBindsToAListOfTypedIds() throws Exception {
    OrderId pen = orders.save(new Order(ada, "pen")).getId();
    OrderId ink = orders.save(new Order(ada, "ink")).getId();
    OrderId unknown = OrderId.generate();

    JsonNode response =
        graphQl(
            "query($ids: [ID!]!) { ordersByIds(ids: $ids) { id item } }",
            Map.of("ids", hex(List.of(ink, unknown, pen))));

    assertNoErrors(response);
    JsonNode found = response.at("/data/ordersByIds");
    assertEquals(ink.toHexString(), found.at("/0/id").asText());
    assertTrue(found.get(1).isNull(), found.toString());
    assertEquals("pen", found.at("/2/item").asText());
  }

  @Test
  void theMutationCreatesAnOrderWithAGeneratedId() throws Exception {
    JsonNode response =
        graphQl(
            "mutation($input: NewOrder!) { createOrder(input: $input) { id item customer { id } } }",
            Map.of("input", Map.of("customerId", ada.getId().toHexString(), "item", "book")));

    assertNoErrors(response);
    String id = response.at("/data/createOrder/id").asText();
    assertTrue(id.matches("[0-9a-f]{24}"), response.toString());
    assertEquals(ada.getId().toHexString(), response.at("/data/createOrder/customer/id").asText());
    assertEquals("book", orders.findById(OrderId.parse(id)).orElseThrow().getItem());
  }

  @Test
  void aMalformedIdIsABadRequestErrorWithTheParseMessage() throws Exception {
    JsonNode response =
        graphQl("query($id: ID!) { order(id: $id) { id } }", Map.of("id", "NOT-A-HEX-ID"));

    JsonNode error = onlyError(response);
    assertEquals(
        "Invalid OrderId \"NOT-A-HEX-ID\": expected 24 hexadecimal characters, got 12",
        error.path("message").asText());
    assertEquals("BAD_REQUEST", error.at("/extensions/classification").asText());
    assertEquals("order", error.at("/path/0").asText());
    assertFalse(error.path("locations").isEmpty(), error.toString());
    assertTrue(response.at("/data/order").isNull(), response.toString());
  }

  @Test
  void aMalformedIdAsALiteralIsABadRequestErrorWithTheParseMessage() throws Exception {
    JsonNode response = graphQl("{ order(id: \"6553f1003f2a91c8d400303g\") { id } }", Map.of());

    JsonNode error = onlyError(response);
    assertEquals(
        "Invalid OrderId \"6553f1003f2a91c8d400303g\": expected 24 hexadecimal characters"
            + " (0-9, a-f, A-F), got 'g' (U+0067) at index 23",
        error.path("message").asText());
    assertEquals("BAD_REQUEST", error.at("/extensions/classification").asText());
  }

  @Test
  void aMalformedIdInAListNamesTheValue() throws Exception {
    JsonNode response =
        graphQl(
            "query($ids: [ID!]!) { ordersByIds(ids: $ids) { id } }",
            Map.of("ids", List.of(OrderId.generate().toHexString(), "12345")));

    JsonNode error = onlyError(response);
    assertEquals(
        "Invalid OrderId \"12345\": expected 24 hexadecimal characters, got 5",
        error.path("message").asText());
    assertEquals("BAD_REQUEST", error.at("/extensions/classification").asText());
  }

  @Test
  void aMalformedIdInAnInputObjectNamesItsOwnIdClassAndSavesNothing() throws Exception {
    JsonNode response =
        graphQl(
            "mutation($input: NewOrder!) { createOrder(input: $input) { id } }",
            Map.of("input", Map.of("customerId", "ada", "item", "book")));

    JsonNode error = onlyError(response);
    assertEquals(
        "Invalid CustomerId \"ada\": expected 24 hexadecimal characters, got 3",
        error.path("message").asText());
    assertEquals("BAD_REQUEST", error.at("/extensions/classification").asText());
    assertEquals("createOrder", error.at("/path/0").asText());
    assertEquals(0, orders.count());
  }

  private static List<String> hex(List<OrderId> ids) {
    return ids.stream().map(OrderId::toHexString).toList();
  }

  private static void assertNoErrors(JsonNode response) {
    assertTrue(response.path("errors").isMissingNode(), response.toString());
  }

  private static JsonNode onlyError(JsonNode response) {
    JsonNode errors = response.path("errors");
    assertEquals(1, errors.size(), response.toString());
    return errors.get(0);
  }

  private JsonNode graphQl(String query, Map<String, Object> variables) throws Exception {
    return GraphQlOverHttp.post(port, query, variables);
  }
}
