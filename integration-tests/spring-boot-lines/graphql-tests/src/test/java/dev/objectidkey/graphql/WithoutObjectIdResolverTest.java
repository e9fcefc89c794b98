package dev.objectidkey.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What a malformed id gives without objectidkey-spring's GraphQL resolver: Spring for GraphQL's
 * argument binder drops the parse message, and the client sees only an internal error. This is
 * what {@code ObjectIdGraphQlExceptionResolver} replaces, and how to turn it off.
 */
@SpringBootTest(
    webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties =
        "spring.autoconfigure.exclude="
            + "dev.objectidkey.spring.graphql.ObjectIdGraphQlAutoConfiguration")
class WithoutObjectIdResolverTest {

  @LocalServerPort private int port;

  @Test
  void aMalformedIdIsAnInternalErrorWithoutTheMessage() throws Exception {
    JsonNode response =
        GraphQlOverHttp.post(
            port, "query($id: ID!) { order(id: $id) { id } }", Map.of("id", "NOT-A-HEX-ID"));

    JsonNode error = response.at("/errors/0");
    assertEquals("INTERNAL_ERROR", error.at("/extensions/classification").asText());
    assertTrue(error.path("message").asText().startsWith("INTERNAL_ERROR for "), error.toString());
  }
}
