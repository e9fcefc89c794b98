package dev.objectidkey.ddd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ddd.customers.Customer;
import dev.objectidkey.ddd.customers.CustomerId;
import dev.objectidkey.ddd.customers.CustomerRepository;
import dev.objectidkey.ddd.orders.Order;
import dev.objectidkey.ddd.orders.OrderCompleted;
import dev.objectidkey.ddd.orders.OrderId;
import dev.objectidkey.ddd.orders.OrderRepository;
import dev.objectidkey.ddd.payments.Payment;
import dev.objectidkey.ddd.payments.PaymentRepository;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.hibernate.Version;
import org.jmolecules.ddd.types.Association;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.events.CompletedEventPublications;
import org.springframework.modulith.events.EventPublication;

/**
 * The shop over real HTTP, as its clients use it: Spring Data REST's item resources of aggregates
 * keyed by typed ids, the commands of the orders module, and the payment that a completed order's
 * event requests through Spring Modulith's JPA event publication registry. One subclass per
 * database.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class ShopOverHttpSuite {

  private static final String HEX = "[0-9a-f]{24}";

  @LocalServerPort private int port;

  @Autowired private CustomerRepository customers;
  @Autowired private OrderRepository orders;
  @Autowired private PaymentRepository payments;
  @Autowired private CompletedEventPublications completedEvents;
  @Autowired private DataSource dataSource;
  @Autowired private JdbcTemplate jdbc;

  private Http http;

  @BeforeEach
  void emptyShop() {
    http = new Http(port);
    payments.deleteAll();
    orders.deleteAll();
    customers.deleteAll();
    completedEvents.deletePublications(publication -> true);
  }

  @Test
  void theApplicationRunsOnTheBootAndHibernateOfItsLine() {
    assertEquals(
        System.getProperty("objectidkey.test.spring-boot"), SpringBootVersion.getVersion());
    assertEquals(System.getProperty("objectidkey.test.hibernate"), Version.getVersionString());
  }

  @Test
  void idsAndAssociationsAreTwelveByteColumnsOfTheSameTypeAsTheKeysTheyReferTo() throws Exception {
    Map<String, String> columns = new HashMap<>();
    try (Connection connection = dataSource.getConnection()) {
      DatabaseMetaData metadata = connection.getMetaData();
      try (ResultSet found = metadata.getColumns(null, connection.getSchema(), "%", "%")) {
        while (found.next()) {
          String table = found.getString("TABLE_NAME").toLowerCase(Locale.ROOT);
          if (table.startsWith("ddd_")) {
            String size =
                found.getString("TYPE_NAME").equalsIgnoreCase("bytea")
                    ? ""
                    : "(" + found.getInt("COLUMN_SIZE") + ")";
            columns.put(
                table + "." + found.getString("COLUMN_NAME").toLowerCase(Locale.ROOT),
                found.getString("TYPE_NAME").toLowerCase(Locale.ROOT) + size);
          }
        }
      }
    }
    String key = columns.get("ddd_customer.id");
    assertTrue(key.equals("binary(12)") || key.equals("bytea"), columns.toString());
    for (String column :
        List.of(
            "ddd_order.id",
            "ddd_order.customer",
            "ddd_line_item.id",
            "ddd_line_item.order_id",
            "ddd_payment.id",
            "ddd_payment.order_id")) {
      assertEquals(key, columns.get(column), column + " in " + columns);
    }
  }

  @Test
  void anOrderPlacedByItsCustomersIdIsAnItemResourceWithHexIdsInItsLinks() {
    Http.Response ada = http.post("/customers", Map.of("name", "Ada"));
    assertEquals(201, ada.status(), ada.text());
    String customerId = lastSegment(ada.location());
    assertTrue(customerId.matches(HEX), ada.location());

    Http.Response placed =
        http.post(
            "/orders",
            Map.of(
                "customer",
                customerId,
                "lines",
                List.of(Map.of("product", "coffee", "quantity", 2, "unitPrice", 350))));
    assertEquals(201, placed.status(), placed.text());
    assertTrue(lastSegment(placed.location()).matches(HEX), placed.location());

    Http.Response order = http.get(placed.location());
    assertEquals(200, order.status(), order.text());
    assertEquals(placed.location(), order.href("self"));
    assertEquals(ada.location(), order.href("customer"));
    assertEquals("coffee", order.body().at("/lineItems/0/product").asText());
    assertEquals(700, order.body().path("total").asLong());
    Order stored = orders.findById(OrderId.parse(lastSegment(placed.location()))).orElseThrow();
    assertEquals(CustomerId.parse(customerId), stored.getCustomer().getId());
  }

  @Test
  void theCustomerLinkOfAnOrderLeadsToTheCustomer() {
    Customer ada = customers.save(new Customer("Ada"));
    Order order = orders.save(new Order(Association.forId(ada.getId())).add("tea", 1, 200));

    Http.Response customer = http.get(http.get("/orders/" + order.getId()).href("customer"));

    assertEquals(200, customer.status(), customer.text());
    assertEquals("Ada", customer.body().path("name").asText());
    assertEquals("http://127.0.0.1:" + port + "/customers/" + ada.getId(), customer.href("self"));
  }

  @Test
  void theCollectionResourceLinksEachOrderByItsHexId() {
    Customer ada = customers.save(new Customer("Ada"));
    Order first = orders.save(new Order(Association.forId(ada.getId())).add("tea", 1, 200));
    Order second = orders.save(new Order(Association.forId(ada.getId())).add("pie", 1, 400));

    Http.Response all = http.get("/orders?sort=id");

    assertEquals(200, all.status(), all.text());
    assertEquals(
        "http://127.0.0.1:" + port + "/orders/" + first.getId(),
        all.body().at("/_embedded/orders/0/_links/self/href").asText());
    assertEquals(
        "http://127.0.0.1:" + port + "/orders/" + second.getId(),
        all.body().at("/_embedded/orders/1/_links/self/href").asText());
  }

  @Test
  void anIdInUpperCaseFindsTheSameItem() {
    Customer ada = customers.save(new Customer("Ada"));

    Http.Response found =
        http.get("/customers/" + ada.getId().toHexString().toUpperCase(Locale.ROOT));

    assertEquals(200, found.status(), found.text());
    assertEquals("http://127.0.0.1:" + port + "/customers/" + ada.getId(), found.href("self"));
  }

  @Test
  void aMalformedIdIsABadRequestWithTheParseMessageForEveryMethod() {
    String message = "Invalid OrderId \"NOT-A-HEX\": expected 24 hexadecimal characters, got 9";
    for (Http.Response response :
        List.of(
            http.get("/orders/NOT-A-HEX"),
            http.put("/orders/NOT-A-HEX", Map.of("status", "OPEN")),
            http.patch("/orders/NOT-A-HEX", Map.of("status", "OPEN")),
            http.delete("/orders/NOT-A-HEX"),
            http.post("/orders/NOT-A-HEX/completion", null))) {
      assertEquals(400, response.status(), response.text());
      assertEquals(message, response.body().path("detail").asText(), response.text());
    }
  }

  @Test
  void anUnknownIdIsNotFound() {
    String unknown = "/orders/" + OrderId.generate();

    assertEquals(404, http.get(unknown).status());
    assertEquals(404, http.patch(unknown, Map.of("status", "OPEN")).status());
    assertEquals(404, http.delete(unknown).status());
    assertEquals(404, http.post(unknown + "/completion", null).status());
  }

  @Test
  void aPutToANewIdCreatesTheAggregateWithThatIdAndAPutToItAgainReplacesIt() {
    CustomerId chosen = CustomerId.generate();

    Http.Response created = http.put("/customers/" + chosen, Map.of("name", "Bob"));
    Http.Response replaced = http.put("/customers/" + chosen, Map.of("name", "Robert"));

    assertEquals(201, created.status(), created.text());
    assertEquals("http://127.0.0.1:" + port + "/customers/" + chosen, created.href("self"));
    assertEquals(200, replaced.status(), replaced.text());
    assertEquals("Robert", customers.findById(chosen).orElseThrow().getName());
    assertEquals(1, customers.count());
  }

  @Test
  void aPatchChangesTheItemOfThatId() {
    Customer ada = customers.save(new Customer("Ada"));

    Http.Response patched = http.patch("/customers/" + ada.getId(), Map.of("name", "Ada L."));

    assertEquals(200, patched.status(), patched.text());
    assertEquals("Ada L.", customers.findById(ada.getId()).orElseThrow().getName());
  }

  @Test
  void aDeleteRemovesTheOrderWithItsLineItemsAndAnswersWithWhatItDeleted() {
    Customer ada = customers.save(new Customer("Ada"));
    Order order = orders.save(new Order(Association.forId(ada.getId())).add("tea", 1, 200));

    Http.Response deleted = http.delete("/orders/" + order.getId());

    // Spring Data REST answers a client that sends Accept with the deleted item.
    assertEquals(200, deleted.status(), deleted.text());
    assertEquals("http://127.0.0.1:" + port + "/orders/" + order.getId(), deleted.href("self"));
    assertEquals(404, http.get("/orders/" + order.getId()).status());
    assertEquals(0, jdbc.queryForObject("select count(*) from ddd_line_item", Integer.class));
  }

  @Test
  void ordersAreFoundByTheirCustomerAssociationWhichHoldsTheCustomersTwelveBytes() {
    Customer ada = customers.save(new Customer("Ada"));
    Customer bob = customers.save(new Customer("Bob"));
    Order first = orders.save(new Order(Association.forId(ada.getId())).add("tea", 1, 200));
    orders.save(new Order(Association.forId(bob.getId())).add("pie", 1, 400));
    Order second = orders.save(new Order(Association.forId(ada.getId())).add("jam", 2, 300));

    List<OrderId> derived =
        orders.findByCustomerOrderById(Association.forId(ada.getId())).stream()
            .map(Order::getId)
            .toList();
    List<OrderId> jpql =
        orders.ofCustomer(Association.forId(ada.getId())).stream().map(Order::getId).toList();

    assertEquals(List.of(first.getId(), second.getId()), derived);
    assertEquals(derived, jpql);
    assertArrayEquals(
        ada.getId().toByteArray(),
        jdbc.queryForObject(
            "select customer from ddd_order where id = ?", byte[].class, first.getId()));
  }

  @Test
  void completingAnOrderPublishesAnEventWithTypedIdsThatRequestsItsPayment() {
    Customer ada = customers.save(new Customer("Ada"));
    Order order = orders.save(new Order(Association.forId(ada.getId())).add("coffee", 2, 350));

    Http.Response completed = http.post("/orders/" + order.getId() + "/completion", null);

    assertEquals(202, completed.status(), completed.text());
    Payment payment = eventually(() -> payments.findByOrder(Association.forId(order.getId())));
    assertEquals(order.getId(), payment.getOrder().getId());
    assertEquals(700, payment.getAmount());
    EventPublication publication =
        eventually(() -> completedEvents.findAll().stream().findFirst().map(p -> p));
    assertEquals(new OrderCompleted(order.getId(), ada.getId(), 700), publication.getEvent());
    Http.Response paid = http.get("/payments/" + payment.getId());
    assertEquals(200, paid.status(), paid.text());
    assertEquals("http://127.0.0.1:" + port + "/orders/" + order.getId(), paid.href("order"));
    assertEquals(409, http.post("/orders/" + order.getId() + "/completion", null).status());
  }

  @Test
  void theRegistryStoresTheEventsIdsAsHex() {
    Customer ada = customers.save(new Customer("Ada"));
    Order order = orders.save(new Order(Association.forId(ada.getId())).add("coffee", 1, 350));

    http.post("/orders/" + order.getId() + "/completion", null);

    String json =
        eventually(
            () ->
                jdbc
                    .queryForList("select serialized_event from event_publication", String.class)
                    .stream()
                    .findFirst());
    assertTrue(
        json.contains("\"order\":\"" + order.getId() + "\"")
            && json.contains("\"customer\":\"" + ada.getId() + "\""),
        json);
  }

  /** Waits up to ten seconds for what an asynchronous listener does. */
  static <T> T eventually(Supplier<Optional<T>> probe) {
    Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
    while (true) {
      Optional<T> found = probe.get();
      if (found.isPresent()) {
        return found.get();
      }
      if (Instant.now().isAfter(deadline)) {
        throw new AssertionError("not there after 10 seconds");
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }

  private static String lastSegment(String uri) {
    return uri.substring(uri.lastIndexOf('/') + 1);
  }
}
