package dev.objectidkey.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;

/** A GraphQL client as small as can be: a JSON POST to {@code /graphql}, the JSON answer back. */
final class GraphQlOverHttp {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private GraphQlOverHttp() {}

  /**
   * POSTs a request as a GraphQL client does, with the GraphQL-over-HTTP media type, and returns
   * the response's JSON after checking that it is a 200.
   */
  static JsonNode post(int port, String query, Map<String, Object> variables) throws Exception {
    String body = JSON.writeValueAsString(Map.of("query", query, "variables", variables));
    HttpResponse<String> response =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/graphql"))
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/graphql-response+json")
                    .POST(HttpRequest.BodyPublishers.ofString(body))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    return JSON.readTree(response.body());
  }
}
