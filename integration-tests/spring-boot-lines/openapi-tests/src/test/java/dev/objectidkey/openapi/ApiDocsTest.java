package dev.objectidkey.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the OpenAPI document that springdoc writes for a real application, and checks that every
 * typed id in it is the hex string the API reads and writes: never an object, never a reference.
 * The schema comes from the {@code @Schema} that the processor puts on the id class because
 * swagger-annotations is on this module's compile classpath; nothing here configures springdoc.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ApiDocsTest {

  private static final String PATTERN = "^[0-9a-fA-F]{24}$";
  private static final String EXAMPLE = "507f1f77bcf86cd799439011";

  @LocalServerPort private int port;

  @Autowired private CustomerRepository customers;

  private JsonNode document;

  @BeforeAll
  void readTheDocument() throws Exception {
    HttpResponse<String> response = get("/v3/api-docs");
    assertEquals(200, response.statusCode(), response.body());
    document = JsonMapper.builder().build().readTree(response.body());
  }

  @Test
  void theDocumentIsOpenApi31() {
    assertEquals("3.1.0", document.path("openapi").asString());
  }

  @Test
  void thePathParameterIsAHexString() {
    JsonNode parameter = document.at("/paths/~1orders~1{id}/get/parameters/0");
    assertEquals("id", parameter.path("name").asString());
    assertEquals("path", parameter.path("in").asString());
    assertHexString("OrderId", parameter.path("schema"));
  }

  @Test
  void theRequestBodysIdFieldIsAHexString() {
    JsonNode body =
        component(document.at("/paths/~1orders/post/requestBody/content/application~1json/schema"));
    assertHexString("CustomerId", body.at("/properties/customerId"));
    assertEquals("string", body.at("/properties/item/type").asString());
  }

  @Test
  void theResponsesIdFieldsAreHexStrings() {
    // Spring MVC declares no produces here, so springdoc lists the response under */*.
    JsonNode created =
        component(document.at("/paths/~1orders/post/responses/201/content/*~1*/schema"))
            .path("properties");
    JsonNode found =
        component(document.at("/paths/~1orders~1{id}/get/responses/200/content/*~1*/schema"))
            .path("properties");
    for (JsonNode order : new JsonNode[] {created, found}) {
      assertHexString("OrderId", order.path("id"));
      assertHexString("CustomerId", order.path("customerId"));
    }
  }

  @Test
  void theIdTypesAreNotComponentsOfTheirOwn() {
    assertEquals(
        Set.of("NewOrder", "Order"),
        new TreeSet<>(document.at("/components/schemas").propertyNames()));
  }

  @Test
  void theDocumentedExampleIsAnIdTheApiAccepts() throws Exception {
    // Accepted, so past binding: the example order does not exist (404), the example customer
    // does not either (422). A malformed id never gets that far (400).
    assertEquals(404, get("/orders/" + EXAMPLE).statusCode());
    assertEquals(
        422, post("/orders", "{\"customerId\":\"" + EXAMPLE + "\",\"item\":\"pen\"}").statusCode());
    assertEquals(400, get("/orders/" + EXAMPLE.substring(1)).statusCode());
    assertEquals(
        400,
        post("/orders", "{\"customerId\":\"" + EXAMPLE.substring(1) + "\",\"item\":\"pen\"}")
            .statusCode());
  }

  @Test
  void whatTheApiWritesMatchesTheDocumentedPattern() throws Exception {
    CustomerId customer = customers.save(new Customer("Ada")).getId();
    HttpResponse<String> response =
        post("/orders", "{\"customerId\":\"" + customer + "\",\"item\":\"pen\"}");
    assertEquals(201, response.statusCode(), response.body());
    JsonNode order = JsonMapper.builder().build().readTree(response.body());
    assertEquals(customer.toHexString(), order.path("customerId").asString());
    assertTrue(order.path("id").asString().matches(PATTERN), response.body());
    assertEquals(200, get("/orders/" + order.path("id").asString()).statusCode());
  }

  /**
   * An id's schema, inline: a string with the pattern and a valid example, and nothing else, so
   * no {@code properties} of the id class and no {@code $ref} to a schema of it.
   */
  private static void assertHexString(String idType, JsonNode schema) {
    assertEquals(
        Set.of("type", "pattern", "example", "description"),
        new TreeSet<>(schema.propertyNames()),
        schema.toString());
    assertEquals("string", schema.path("type").asString(), schema.toString());
    assertEquals(PATTERN, schema.path("pattern").asString());
    assertEquals(EXAMPLE, schema.path("example").asString());
    assertTrue(EXAMPLE.matches(PATTERN));
    assertTrue(
        schema.path("description").asString().startsWith(idType + ", a 12-byte ObjectId"),
        schema.toString());
  }

  /**
   * The object schema that {@code schema} refers to, a body or a response: Order and NewOrder are
   * components, and springdoc refers to them.
   */
  private JsonNode component(JsonNode schema) {
    String ref = schema.path("$ref").asString();
    assertTrue(ref.startsWith("#/components/schemas/"), schema.toString());
    JsonNode component = document.at(ref.substring(1));
    assertEquals("object", component.path("type").asString());
    assertFalse(component.path("properties").isMissingNode());
    return component;
  }

  private HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
            HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> post(String path, String json) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build(),
            HttpResponse.BodyHandlers.ofString());
  }
}
