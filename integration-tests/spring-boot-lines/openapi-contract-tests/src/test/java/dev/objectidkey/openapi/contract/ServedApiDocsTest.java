package dev.objectidkey.openapi.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What springdoc serves for the generated interfaces: each id is the hex string of the contract,
 * described by the {@code @Schema} the processor puts on the id class, inline rather than as the
 * contract's {@code $ref} to an {@code OwnerId} component.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ServedApiDocsTest {

  @LocalServerPort private int port;

  private JsonNode document;

  @BeforeAll
  void readTheDocument() throws Exception {
    HttpResponse<String> response =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v3/api-docs"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    document = JsonMapper.builder().build().readTree(response.body());
  }

  @Test
  void pathAndQueryIdsAreHexStrings() {
    assertHexString("OwnerId", parameter("/owners/{ownerId}", "get", "ownerId"));
    assertHexString("PetId", parameter("/pets/{petId}", "get", "petId"));
    // The optional query id: the generated parameter is @Nullable, which OpenAPI 3.1 says as a
    // second type.
    JsonNode query = parameter("/pets", "get", "ownerId");
    assertEquals(Set.of("string", "null"), types(query), query.toString());
    assertHexPattern("OwnerId", query);
  }

  @Test
  void bodyIdsAndListsOfIdsAreHexStrings() {
    JsonNode schemas = document.at("/components/schemas");
    assertHexString("OwnerId", schemas.at("/OwnerDto/properties/id"));
    assertHexString("PetId", schemas.at("/OwnerDto/properties/petIds/items"));
    assertHexString("PetId", schemas.at("/AdoptionDto/properties/petIds/items"));
    assertHexString("OwnerId", schemas.at("/NewPetDto/properties/ownerId"));
  }

  @Test
  void theIdTypesAreNotComponentsOfTheirOwn() {
    assertEquals(
        Set.of("AdoptionDto", "NewOwnerDto", "NewPetDto", "OwnerDto", "PetDto"),
        new TreeSet<>(document.at("/components/schemas").propertyNames()));
  }

  private JsonNode parameter(String path, String method, String name) {
    for (JsonNode parameter : document.path("paths").path(path).path(method).path("parameters")) {
      if (parameter.path("name").asString().equals(name)) {
        return parameter.path("schema");
      }
    }
    throw new AssertionError("no parameter " + name + " of " + method + " " + path);
  }

  private static Set<String> types(JsonNode schema) {
    Set<String> types = new TreeSet<>();
    schema.path("type").valueStream().forEach(type -> types.add(type.asString()));
    return types;
  }

  private static void assertHexString(String idType, JsonNode schema) {
    assertEquals("string", schema.path("type").asString(), schema.toString());
    assertHexPattern(idType, schema);
  }

  private static void assertHexPattern(String idType, JsonNode schema) {
    assertEquals("^[0-9a-fA-F]{24}$", schema.path("pattern").asString(), schema.toString());
    assertTrue(
        schema.path("description").asString().startsWith(idType + ", a 12-byte ObjectId"),
        schema.toString());
  }
}
