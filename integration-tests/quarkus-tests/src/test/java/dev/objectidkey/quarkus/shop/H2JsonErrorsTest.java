package dev.objectidkey.quarkus.shop;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;

/**
 * With the application's own {@code ExceptionMapper<Exception>} ({@link JsonErrors}), every 400 of
 * objectidkey-jakarta-rest reaches it and is answered in the application's JSON, not {@code
 * text/plain}: a malformed id in the path, the query or a JSON body, and a refused REST Data
 * Panache filter.
 */
@QuarkusTest
@TestProfile(JsonErrorsProfile.class)
class H2JsonErrorsTest {

  private static final String OWNER = "659200800000000000000001"; // seeded person 1

  @Test
  void malformedIdInThePathIsAnsweredByTheApplicationsMapper() {
    jsonError(given().get("/orders/not-an-id"))
        .body(
            "error",
            equalTo("Invalid OrderId \"not-an-id\": expected 24 hexadecimal characters, got 9"));
    jsonError(given().get("/people/not-an-id"))
        .body(
            "error",
            equalTo("Invalid PersonId \"not-an-id\": expected 24 hexadecimal characters, got 9"));
  }

  @Test
  void malformedIdInTheQueryIsAnsweredByTheApplicationsMapper() {
    jsonError(given().get("/orders?customer=507f1f77bcf86cd79943901z"))
        .body("error", startsWith("Invalid CustomerId \"507f1f77bcf86cd79943901z\""));
  }

  @Test
  void malformedIdInAJsonBodyIsAnsweredByTheApplicationsMapper() {
    jsonError(
            given()
                .contentType("application/json")
                .body("{\"id\":\"zz\",\"name\":\"Body\"}")
                .post("/people"))
        .body(
            "error", equalTo("Invalid PersonId \"zz\": expected 24 hexadecimal characters, got 2"));
  }

  @Test
  void refusedRestDataPanacheFiltersAreAnsweredByTheApplicationsMapper() {
    jsonError(given().get("/people?id=" + OWNER))
        .body(
            "error",
            startsWith(
                "[ObjectIdKey] REST Data Panache cannot filter PersonResource by its PersonId"));
    jsonError(given().get("/pets?owner.id=" + OWNER))
        .body(
            "error",
            startsWith("[ObjectIdKey] REST Data Panache cannot filter PetResource by 'owner.id'"));
  }

  @Test
  void otherErrorsKeepTheirStatusInTheSameFormat() {
    given()
        .get("/orders/" + OrderId.generate())
        .then()
        .statusCode(404)
        .contentType(startsWith("application/json"))
        .body("status", equalTo(404))
        .body("error", containsString("no order"));
  }

  private static ValidatableResponse jsonError(io.restassured.response.Response response) {
    return response
        .then()
        .log()
        .ifValidationFails()
        .statusCode(400)
        .contentType(startsWith("application/json"))
        .body("status", equalTo(400));
  }
}
