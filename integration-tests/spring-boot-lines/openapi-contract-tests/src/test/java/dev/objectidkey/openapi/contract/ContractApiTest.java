package dev.objectidkey.openapi.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Calls the generated API over HTTP, as a client of the contract would: ids go in and come out as
 * 24 lower-case hex characters, and a malformed id is the client's error (400), an unknown one a
 * 404.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ContractApiTest {

  private static final String HEX = "^[0-9a-f]{24}$";
  private static final String UNKNOWN = "507f1f77bcf86cd799439011";

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @LocalServerPort private int port;

  @Test
  void aCreatedOwnersIdIsLowerCaseHexAndFindsTheOwner() throws Exception {
    JsonNode owner = createOwner("Ada");
    String id = owner.path("id").asString();
    assertTrue(id.matches(HEX), owner.toString());
    JsonNode found = ok(send("GET", "/owners/" + id, null));
    assertEquals(id, found.path("id").asString());
    assertEquals("Ada", found.path("name").asString());
  }

  @Test
  void aPathIdIsReadInUpperCaseToo() throws Exception {
    String id = createOwner("Grace").path("id").asString();
    assertEquals(id, ok(send("GET", "/owners/" + id.toUpperCase(), null)).path("id").asString());
  }

  @Test
  void aMalformedPathIdIsBadRequest() throws Exception {
    assertEquals(400, send("GET", "/owners/" + UNKNOWN.substring(1), null).statusCode());
    assertEquals(400, send("GET", "/owners/" + UNKNOWN.replace('7', 'x'), null).statusCode());
    assertEquals(400, send("GET", "/pets/not-an-id", null).statusCode());
  }

  @Test
  void anUnknownPathIdIsNotFound() throws Exception {
    assertEquals(404, send("GET", "/owners/" + UNKNOWN, null).statusCode());
    assertEquals(404, send("GET", "/pets/" + UNKNOWN, null).statusCode());
  }

  @Test
  void aBodysIdRoundTrips() throws Exception {
    String ownerId = createOwner("Linus").path("id").asString();
    JsonNode pet = createPet(ownerId.toUpperCase(), "Rex");
    assertEquals(ownerId, pet.path("ownerId").asString());
    String petId = pet.path("id").asString();
    assertTrue(petId.matches(HEX), pet.toString());
    JsonNode found = ok(send("GET", "/pets/" + petId, null));
    assertEquals(petId, found.path("id").asString());
    assertEquals(ownerId, found.path("ownerId").asString());
  }

  @Test
  void aQueryIdSelectsThatOwnersPets() throws Exception {
    String ada = createOwner("Ada").path("id").asString();
    String bob = createOwner("Bob").path("id").asString();
    String rex = createPet(ada, "Rex").path("id").asString();
    createPet(bob, "Tom");
    JsonNode pets = ok(send("GET", "/pets?ownerId=" + ada, null));
    assertEquals(1, pets.size(), pets.toString());
    assertEquals(rex, pets.get(0).path("id").asString());
  }

  @Test
  void aMalformedQueryIdIsBadRequest() throws Exception {
    assertEquals(400, send("GET", "/pets?ownerId=" + UNKNOWN.substring(2), null).statusCode());
  }

  @Test
  void aListOfIdsInABodyRoundTrips() throws Exception {
    String ada = createOwner("Ada").path("id").asString();
    String bob = createOwner("Bob").path("id").asString();
    String rex = createPet(ada, "Rex").path("id").asString();
    String tom = createPet(ada, "Tom").path("id").asString();
    HttpResponse<String> response =
        send("PUT", "/owners/" + bob + "/pets", "{\"petIds\":[\"" + rex + "\",\"" + tom + "\"]}");
    JsonNode owner = ok(response);
    assertEquals(bob, owner.path("id").asString());
    // Generated ids are time-ordered, so the owner lists Rex, made first, first.
    assertEquals(List.of(rex, tom), strings(owner.path("petIds")));
    assertEquals(List.of(), strings(ok(send("GET", "/owners/" + ada, null)).path("petIds")));
  }

  @Test
  void aMalformedIdInABodyIsBadRequest() throws Exception {
    String ada = createOwner("Ada").path("id").asString();
    assertEquals(
        400,
        send("POST", "/pets", "{\"ownerId\":\"" + ada.substring(1) + "\",\"name\":\"Rex\"}")
            .statusCode());
    assertEquals(
        400, send("PUT", "/owners/" + ada + "/pets", "{\"petIds\":[\"zz\"]}").statusCode());
  }

  @Test
  void anUnknownIdInABodyIsNotFound() throws Exception {
    String ada = createOwner("Ada").path("id").asString();
    assertEquals(
        404,
        send("POST", "/pets", "{\"ownerId\":\"" + UNKNOWN + "\",\"name\":\"Rex\"}").statusCode());
    assertEquals(
        404,
        send("PUT", "/owners/" + ada + "/pets", "{\"petIds\":[\"" + UNKNOWN + "\"]}").statusCode());
  }

  private JsonNode createOwner(String name) throws Exception {
    HttpResponse<String> response = send("POST", "/owners", "{\"name\":\"" + name + "\"}");
    assertEquals(201, response.statusCode(), response.body());
    return JSON.readTree(response.body());
  }

  private JsonNode createPet(String ownerId, String name) throws Exception {
    HttpResponse<String> response =
        send("POST", "/pets", "{\"ownerId\":\"" + ownerId + "\",\"name\":\"" + name + "\"}");
    assertEquals(201, response.statusCode(), response.body());
    return JSON.readTree(response.body());
  }

  private static JsonNode ok(HttpResponse<String> response) {
    assertEquals(200, response.statusCode(), response.body());
    return JSON.readTree(response.body());
  }

  private static List<String> strings(JsonNode array) {
    assertTrue(array.isArray(), array.toString());
    return array.valueStream().map(JsonNode::asString).toList();
  }

  private HttpResponse<String> send(String method, String path, String json) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
    if (json == null) {
      request.method(method, HttpRequest.BodyPublishers.noBody());
    } else {
      request
          .header("Content-Type", "application/json")
          .method(method, HttpRequest.BodyPublishers.ofString(json));
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
