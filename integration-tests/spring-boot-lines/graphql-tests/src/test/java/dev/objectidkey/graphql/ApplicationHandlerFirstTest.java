package dev.objectidkey.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.objectidkey.graphqladvice.BindingAdvice;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;

/**
 * An application that handles binding errors itself keeps doing so: Spring for GraphQL asks its
 * {@code @GraphQlExceptionHandler} before objectidkey-spring's resolver, which only answers what
 * nothing else did.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(BindingAdvice.class)
class ApplicationHandlerFirstTest {

  @LocalServerPort private int port;

  @Test
  void theApplicationsOwnHandlerAnswersAMalformedId() throws Exception {
    JsonNode response =
        GraphQlOverHttp.post(
            port, "query($id: ID!) { order(id: $id) { id } }", Map.of("id", "NOT-A-HEX-ID"));

    JsonNode errors = response.path("errors");
    assertEquals(1, errors.size(), response.toString());
    assertEquals(
        BindingAdvice.MESSAGE, errors.get(0).path("message").asText(), response.toString());
  }
}
