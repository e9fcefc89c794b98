package dev.objectidkey.quarkus.shop;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManagerFactory;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.persister.entity.EntityPersister;
import org.junit.jupiter.api.Test;

/**
 * The Quarkus application's behaviour with typed ids, run on every database by one small
 * {@code @QuarkusTest} subclass each.
 */
abstract class ShopSuite {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Inject Shop shop;

  @Inject OrderRepository orders;

  @Inject EntityManagerFactory entityManagerFactory;

  @Inject DataSource dataSource;

  /** @return the column type that this database reports for an id column, such as {@code BINARY} */
  abstract String expectedColumnType();

  /** @return whether the database reports the length of the column type (bytea has none) */
  abstract boolean columnTypeHasLength();

  @Test
  void hibernateMapsIdsAndForeignKeysWithThePluginsBinaryType() {
    EntityPersister persister =
        entityManagerFactory
            .unwrap(SessionFactoryImplementor.class)
            .getMappingMetamodel()
            .getEntityDescriptor(Order.class);
    JdbcMapping id = persister.getIdentifierMapping().getSingleJdbcMapping();
    JdbcMapping customer = persister.findAttributeMapping("customer").getSingleJdbcMapping();

    for (JdbcMapping mapping : List.of(id, customer)) {
      assertEquals(
          "dev.objectidkey.hibernate.internal.ObjectIdJavaType",
          mapping.getJavaTypeDescriptor().getClass().getName());
      assertTrue(mapping.getJdbcType().isBinary(), mapping.getJdbcType().toString());
    }
    assertEquals(OrderId.class, id.getJavaTypeDescriptor().getJavaTypeClass());
    assertEquals(CustomerId.class, customer.getJavaTypeDescriptor().getJavaTypeClass());
  }

  @Test
  void idAndForeignKeyColumnsAreTwelveByteBinary() throws SQLException {
    try (Connection connection = dataSource.getConnection()) {
      for (String[] column :
          new String[][] {{"qk_order", "id"}, {"qk_order", "customer_id"}, {"qk_customer", "id"}}) {
        String where = String.join(".", column);
        try (ResultSet columns = columns(connection, column[0], column[1])) {
          assertTrue(columns.next(), "no column " + where);
          assertEquals(expectedColumnType(), columns.getString("TYPE_NAME"), where);
          if (columnTypeHasLength()) {
            assertEquals(12, columns.getInt("COLUMN_SIZE"), where);
          }
        }
      }
    }
  }

  @Test
  void storedValuesAreTheTwelveBytesOfTheIds() throws SQLException {
    CustomerId customer = shop.addCustomer("Ada");
    OrderId order = shop.placeOrder(customer, "coffee");

    try (Connection connection = dataSource.getConnection();
        PreparedStatement select =
            connection.prepareStatement("select id, customer_id from qk_order where id = ?")) {
      select.setBytes(1, order.toByteArray());
      try (ResultSet row = select.executeQuery()) {
        assertTrue(row.next(), "no row for " + order);
        // A Java-serialized id would be dozens of bytes, starting with 0xaced.
        assertArrayEquals(order.toByteArray(), row.getBytes(1));
        assertArrayEquals(customer.toByteArray(), row.getBytes(2));
      }
    }
  }

  @Test
  void findByIdReturnsThePersistedOrderAndItsCustomer() {
    CustomerId customer = shop.addCustomer("Grace");
    OrderId id = shop.placeOrder(customer, "tea");

    OrderView found = inTransaction(() -> OrderView.of(orders.findById(id)));

    assertEquals(new OrderView(id, customer, "tea"), found);
  }

  @Test
  void createdBetweenSelectsExactlyTheOrdersOfThoseSecondsInCreationOrder() {
    CustomerId customer = shop.addCustomer("Alan");
    AtomicReference<Instant> clock = new AtomicReference<>(T0);
    List<OrderId> placed =
        ObjectIdGenerator.builder()
            .clock(clock::get)
            .build()
            .call(
                () -> {
                  List<OrderId> made = new ArrayList<>();
                  for (int second : new int[] {0, 10, 10, 20, 30}) {
                    clock.set(T0.plusSeconds(second));
                    made.add(shop.placeOrder(customer, "at " + second));
                  }
                  return made;
                });

    List<OrderId> between =
        inTransaction(
            () ->
                orders.createdBetween(T0.plusSeconds(10), T0.plusSeconds(20)).stream()
                    .map(Order::getId)
                    .toList());

    assertEquals(placed.subList(1, 4), between);
  }

  @Test
  void getOrderBindsThePathThroughTheIdTypeAndAnswersWithHexStrings() {
    CustomerId customer = shop.addCustomer("Barbara");
    OrderId id = shop.placeOrder(customer, "lamp");

    given()
        .get("/orders/" + id.toHexString().toUpperCase(Locale.ROOT))
        .then()
        .statusCode(200)
        .body("id", equalTo(id.toHexString()))
        .body("customer", equalTo(customer.toHexString()))
        .body("item", equalTo("lamp"));
  }

  @Test
  void seededRowsAreServedByTheirHexIds() {
    // import-h2.sql and import-postgresql.sql: legacy ids 1 and 2, renumbered with T = 2024-01-01.
    String order1 = "659200800000000000000001";
    String customer2 = "659200800000000000000002";
    String person1 = "659200800000000000000001";

    given()
        .get("/orders/" + order1)
        .then()
        .statusCode(200)
        .body("id", equalTo(order1))
        .body("customer", equalTo(customer2))
        .body("item", equalTo("seeded kettle"));
    given()
        .get("/orders?customer=" + customer2)
        .then()
        .statusCode(200)
        .body("id", equalTo(List.of(order1)));
    given()
        .get("/people/" + person1)
        .then()
        .statusCode(200)
        .body("id", equalTo(person1))
        .body("name", equalTo("Seeded Grace"));
    assertEquals(Instant.parse("2024-01-01T00:00:00Z"), OrderId.parse(order1).getTimestamp());
  }

  @Test
  void malformedIdInThePathIsABadRequest() {
    given().get("/orders/507f1f77bcf86cd79943901").then().statusCode(400);
    given().get("/orders/not-an-id").then().statusCode(400);
  }

  @Test
  void badRequestBodyIsTheIdTypesMessageQuotingTheValue() {
    given()
        .get("/orders/not-an-id")
        .then()
        .statusCode(400)
        .contentType(startsWith("text/plain"))
        .body(equalTo("Invalid OrderId \"not-an-id\": expected 24 hexadecimal characters, got 9"));
  }

  @Test
  void queryParameterSelectsTheCustomersOrdersAndAnEmptyOneMeansNone() {
    CustomerId ada = shop.addCustomer("Ada");
    CustomerId bob = shop.addCustomer("Bob");
    OrderId adas = shop.placeOrder(ada, "pen");
    OrderId bobs = shop.placeOrder(bob, "ink");

    given()
        .get("/orders?customer=" + ada)
        .then()
        .statusCode(200)
        .body("id", equalTo(List.of(adas.toHexString())));
    given()
        .get("/orders?customer=")
        .then()
        .statusCode(200)
        .body("id", hasItems(adas.toHexString(), bobs.toHexString()));
  }

  @Test
  void malformedIdInTheQueryIsABadRequestNotANotFound() {
    given()
        .get("/orders?customer=507f1f77bcf86cd79943901z")
        .then()
        .statusCode(400)
        .body(containsString("Invalid CustomerId \"507f1f77bcf86cd79943901z\""));
  }

  @Test
  void unknownIdIsNotFound() {
    given().get("/orders/" + OrderId.generate()).then().statusCode(404);
  }

  private static ResultSet columns(Connection connection, String table, String column)
      throws SQLException {
    DatabaseMetaData metadata = connection.getMetaData();
    boolean upper = metadata.storesUpperCaseIdentifiers();
    return metadata.getColumns(
        connection.getCatalog(),
        connection.getSchema(),
        upper ? table.toUpperCase(Locale.ROOT) : table,
        upper ? column.toUpperCase(Locale.ROOT) : column);
  }

  private static <T> T inTransaction(Callable<T> action) {
    return QuarkusTransaction.requiringNew().call(action);
  }

  @Test
  void restDataPanacheCreatesGetsUpdatesAndDeletesByTypedId() {
    io.restassured.response.Response created =
        given()
            .contentType("application/json")
            .body("{\"name\":\"Grace\"}")
            .post("/people")
            .then()
            .statusCode(201)
            .extract()
            .response();
    String id = created.path("id");
    assertEquals(id, PersonId.parse(id).toHexString());

    given().get("/people/" + id).then().statusCode(200).body("name", equalTo("Grace"));
    given()
        .contentType("application/json")
        .body("{\"id\":\"" + id + "\",\"name\":\"Grace H.\"}")
        .put("/people/" + id)
        .then()
        .statusCode(204);
    given().get("/people/" + id).then().statusCode(200).body("name", equalTo("Grace H."));
    given().delete("/people/" + id).then().statusCode(204);
    given().get("/people/" + id).then().statusCode(404);
  }

  @Test
  void restDataPanacheListsSortedByIdInIdOrder() {
    for (String name : List.of("Sort-c", "Sort-a", "Sort-b")) {
      given()
          .contentType("application/json")
          .body("{\"name\":\"" + name + "\"}")
          .post("/people")
          .then()
          .statusCode(201);
    }
    List<String> ids =
        given().get("/people?sort=id&size=1000").then().statusCode(200).extract().path("id");
    List<PersonId> typed = ids.stream().map(PersonId::parse).toList();
    assertEquals(typed.stream().sorted().toList(), typed);
    List<String> names = given().get("/people?sort=id&size=1000").then().extract().path("name");
    assertEquals(
        List.of("Sort-c", "Sort-a", "Sort-b"),
        names.stream().filter(n -> n.startsWith("Sort-")).toList());
  }

  @Test
  void restDataPanacheAnswersAMalformedIdInThePathWithTheIdTypesMessage() {
    given()
        .get("/people/not-an-id")
        .then()
        .statusCode(400)
        .body(equalTo("Invalid PersonId \"not-an-id\": expected 24 hexadecimal characters, got 9"));
  }

  @Test
  void restDataPanacheRefusesAFilterOnATypedIdInsteadOfAnsweringEveryRow() {
    String id =
        given()
            .contentType("application/json")
            .body("{\"name\":\"Filtered\"}")
            .post("/people")
            .then()
            .statusCode(201)
            .extract()
            .path("id");
    given()
        .get("/people?id=" + id)
        .then()
        .statusCode(400)
        .contentType(startsWith("text/plain"))
        .body(
            startsWith(
                "[ObjectIdKey] REST Data Panache cannot filter PersonResource by its PersonId"
                    + " field 'id'"),
            containsString("@QueryParam(\"id\") PersonId"));
    given().get("/people?name=Filtered").then().statusCode(200).body("id", equalTo(List.of(id)));
  }

  @Test
  void restDataPanacheRefusesAFilterOnATypedForeignKeyInsteadOfAnsweringEveryRow() {
    // Seeded: pet 1 (Rex) of person 1, pet 2 (Tom) of person 2. REST Data Panache offers
    // ?owner.id= for a @ManyToOne, but ignores it for a PersonId and would answer both pets.
    String owner1 = "659200800000000000000001";
    String pet1 = "659200800000000000000001";
    for (String filter :
        List.of("owner.id=" + owner1, "owner=" + owner1, "owner.id=not-an-id", "owner=zz")) {
      String parameter = filter.substring(0, filter.indexOf('='));
      given()
          .get("/pets?" + filter)
          .then()
          .log()
          .ifValidationFails()
          .statusCode(400)
          .contentType(startsWith("text/plain"))
          .body(
              startsWith(
                  "[ObjectIdKey] REST Data Panache cannot filter PetResource by '"
                      + parameter
                      + "': 'owner' is a @ManyToOne to Person, keyed by PersonId"),
              containsString("@QueryParam(\"owner\") PersonId and queries by owner.id."));
    }
    given()
        .get("/pets?name=Seeded Rex")
        .then()
        .statusCode(200)
        .body("id", equalTo(List.of(pet1)))
        .body("owner.id", equalTo(List.of(owner1)));
    given()
        .get("/pets?id=" + pet1)
        .then()
        .statusCode(400)
        .body(startsWith("[ObjectIdKey] REST Data Panache cannot filter PetResource by its PetId"));
  }

  @Test
  void restDataPanacheHalLinksOfAnItemAndOfACollectionCarryTheHexId() {
    String person1 = "659200800000000000000001"; // seeded
    given()
        .accept("application/hal+json")
        .get("/people/" + person1)
        .then()
        .log()
        .ifValidationFails()
        .statusCode(200)
        .contentType(startsWith("application/hal+json"))
        .body("id", equalTo(person1))
        .body("_links.self.href", endsWith("/people/" + person1))
        .body("_links.update.href", endsWith("/people/" + person1))
        .body("_links.remove.href", endsWith("/people/" + person1))
        .body("_links.list.href", endsWith("/people"));

    io.restassured.path.json.JsonPath page =
        given()
            .accept("application/hal+json")
            .get("/people?sort=id&size=1000")
            .then()
            .log()
            .ifValidationFails()
            .statusCode(200)
            .body("_links.list.href", containsString("/people"))
            .extract()
            .jsonPath();
    Map<String, List<Map<String, Object>>> embedded = page.getMap("_embedded");
    assertEquals(1, embedded.size(), embedded.keySet().toString());
    List<Map<String, Object>> people = embedded.values().iterator().next();
    Map<String, Object> seeded =
        people.stream()
            .filter(person -> person1.equals(person.get("id")))
            .findFirst()
            .orElseThrow();
    @SuppressWarnings("unchecked")
    Map<String, Map<String, String>> links =
        (Map<String, Map<String, String>>) seeded.get("_links");
    assertTrue(links.get("self").get("href").endsWith("/people/" + person1), links.toString());
    for (Map<String, Object> person : people) {
      @SuppressWarnings("unchecked")
      Map<String, Map<String, String>> its =
          (Map<String, Map<String, String>>) person.get("_links");
      assertTrue(
          its.get("self").get("href").endsWith("/people/" + person.get("id")), its.toString());
    }
  }

  @Test
  void malformedIdInAJsonBodyReachesTheClientWithTheIdTypesMessage() {
    given()
        .contentType("application/json")
        .body("{\"id\":\"zz\",\"name\":\"Body\"}")
        .post("/people")
        .then()
        .statusCode(400)
        .body(containsString("Invalid PersonId \"zz\": expected 24 hexadecimal characters, got 2"));
  }
}
