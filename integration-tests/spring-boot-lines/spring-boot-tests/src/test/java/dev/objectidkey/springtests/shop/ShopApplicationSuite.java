package dev.objectidkey.springtests.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.hibernate.Version;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.data.domain.Sort;

/**
 * A real Spring Boot application, with Spring Data repositories and Spring MVC over typed ids, and
 * Hibernate as Boot manages it. One subclass per database; the spring-boot-lines modules compile
 * and run the same tests under older Boot lines.
 */
@SpringBootTest(
    webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties =
        "spring.jpa.properties.hibernate.session_factory.statement_inspector="
            + "dev.objectidkey.springtests.shop.SqlRecorder")
abstract class ShopApplicationSuite {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Autowired private OrderRepository orders;

  @Autowired private TicketRepository tickets;

  @Autowired private PetRepository pets;

  @Autowired private VisitRepository visits;

  @Autowired private ParcelRepository parcels;

  @LocalServerPort private int port;

  @Test
  void theRunningHibernateIsTheOneThisBootLineManages() {
    // The build names the version it expects (objectidkey.test.hibernate), so the tests cannot
    // run on another Hibernate than the Boot line's without failing.
    assertEquals(System.getProperty("objectidkey.test.hibernate"), Version.getVersionString());
  }

  @BeforeEach
  void emptyTables() {
    orders.deleteAll();
    tickets.deleteAll();
    visits.deleteAll();
    pets.deleteAll();
    parcels.deleteAll();
    SqlRecorder.clear();
  }

  @Test
  void findByIdReturnsTheSavedOrder() {
    OrderId id = orders.save(new Order("book")).getId();
    assertEquals("book", orders.findById(id).orElseThrow().getItem());
  }

  @Test
  void derivedBetweenQueryOnIdIsCreatedBetween() {
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
                    made.add(orders.save(new Order("at " + second)).getId());
                  }
                  return made;
                });

    List<OrderId> between =
        orders
            .findByIdBetween(OrderId.minFor(T0.plusSeconds(5)), OrderId.maxFor(T0.plusSeconds(20)))
            .stream()
            .map(Order::getId)
            .sorted()
            .toList();

    assertEquals(ids.subList(1, 3), between);
  }

  @Test
  void sortingByIdIsCreationOrder() {
    List<OrderId> created = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      created.add(orders.save(new Order("item " + i)).getId());
    }
    assertEquals(created, orders.findAll(Sort.by("id")).stream().map(Order::getId).toList());
  }

  @Test
  void savingANewOrderWithAGeneratedIdIssuesNoSelect() {
    orders.save(new Order("pen"));
    assertEquals(1, SqlRecorder.count("insert"), SqlRecorder.statements().toString());
    assertEquals(0, SqlRecorder.count("select"), SqlRecorder.statements().toString());
  }

  @Test
  void savingAnEntityWithAnAssignedIdSelectsItFirst() {
    // The pitfall that @GeneratedObjectId avoids: save() merges, and merge reads first.
    tickets.save(new Ticket());
    assertEquals(1, SqlRecorder.count("select"), SqlRecorder.statements().toString());
    assertEquals(1, SqlRecorder.count("insert"), SqlRecorder.statements().toString());
  }

  @Test
  void savingAVisitOfAPetReferencedByIdIsOneInsertWithoutSelect() {
    PetId rex = pets.save(new Pet("Rex")).getId();
    SqlRecorder.clear();
    Pet pet = new Pet();
    pet.setId(rex);
    VisitId visit = visits.save(new Visit(pet, "checkup")).getId();
    assertEquals(1, SqlRecorder.count("insert"), SqlRecorder.statements().toString());
    assertEquals(0, SqlRecorder.count("select"), SqlRecorder.statements().toString());
    assertEquals(rex, visits.findById(visit).orElseThrow().getPet().getId());
  }

  @Test
  void savingAVisitOfAnUnknownPetIdIsADataIntegrityViolation() {
    Pet unknown = new Pet();
    unknown.setId(PetId.generate());
    assertThrows(
        DataIntegrityViolationException.class, () -> visits.save(new Visit(unknown, "checkup")));
    assertEquals(0, SqlRecorder.count("select"), SqlRecorder.statements().toString());
    assertEquals(0, visits.count());
  }

  @Test
  void postingAVisitOfAKnownPetIsCreatedAndOfAnUnknownPetIsNotFound() throws Exception {
    PetId rex = pets.save(new Pet("Rex")).getId();
    SqlRecorder.clear();
    HttpResponse<String> created = post("/pets/" + rex + "/visits?reason=checkup");
    assertEquals(201, created.statusCode(), created.body());
    assertEquals(1, SqlRecorder.count("insert"), SqlRecorder.statements().toString());
    assertEquals(0, SqlRecorder.count("select"), SqlRecorder.statements().toString());

    HttpResponse<String> unknown = post("/pets/" + PetId.generate() + "/visits?reason=checkup");
    assertEquals(404, unknown.statusCode(), unknown.body());
    assertEquals(1, visits.count());
  }

  @Test
  void savingANewEntityWithAnAssignedIdAndANullVersionIsOneInsertWithoutSelect() {
    // The recipe for ids assigned in the constructor: a wrapper @Version, null while new, tells
    // Spring Data to persist, and @GeneratedObjectId(allowAssigned = true) keeps the id.
    ParcelId id = ParcelId.generate();
    Parcel saved = parcels.save(new Parcel(id, "books"));
    assertEquals(1, SqlRecorder.count("insert"), SqlRecorder.statements().toString());
    assertEquals(0, SqlRecorder.count("select"), SqlRecorder.statements().toString());
    assertEquals(id, saved.getId());
    assertEquals(0L, saved.getVersion());
    assertEquals("books", parcels.findById(id).orElseThrow().getLabel());
  }

  @Test
  void pathVariableBindsThroughValueOfAndTheIdIsAJsonString() throws Exception {
    OrderId id = orders.save(new Order("lamp")).getId();
    HttpResponse<String> response = get("/orders/" + id.toHexString().toUpperCase());
    assertEquals(200, response.statusCode(), response.body());
    assertTrue(response.body().contains("\"id\":\"" + id.toHexString() + "\""), response.body());
  }

  @Test
  void malformedIdInThePathIsABadRequest() throws Exception {
    assertEquals(400, get("/orders/507f1f77bcf86cd79943901").statusCode());
    assertEquals(400, get("/orders/not-an-id").statusCode());
  }

  @Test
  void unknownIdIsNotFound() throws Exception {
    assertEquals(404, get("/orders/" + OrderId.generate()).statusCode());
  }

  private HttpResponse<String> post(String path) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .POST(HttpRequest.BodyPublishers.noBody())
                .build(),
            HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
            HttpResponse.BodyHandlers.ofString());
  }
}
