package dev.objectidkey.ddd;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** A HAL client as small as can be: one request, its status, Location and JSON body. */
final class Http {

  static final JsonMapper JSON = JsonMapper.builder().build();

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  private final String base;

  Http(int port) {
    this.base = "http://127.0.0.1:" + port;
  }

  /** A response: status, Location (or ""), and the body as JSON (missing when empty). */
  record Response(int status, String location, JsonNode body, String text) {
    String href(String rel) {
      return body.at("/_links/" + rel + "/href").asText();
    }
  }

  Response get(String path) {
    return send("GET", path, null, null);
  }

  Response post(String path, Object body) {
    return send("POST", path, "application/json", body);
  }

  Response put(String path, Object body) {
    return send("PUT", path, "application/json", body);
  }

  Response patch(String path, Object body) {
    return send("PATCH", path, "application/merge-patch+json", body);
  }

  Response delete(String path) {
    return send("DELETE", path, null, null);
  }

  private Response send(String method, String path, String type, Object body) {
    URI uri = URI.create(path.startsWith("http") ? path : base + path);
    HttpRequest.Builder request =
        HttpRequest.newBuilder(uri).header("Accept", "application/hal+json");
    try {
      if (body == null) {
        request.method(method, HttpRequest.BodyPublishers.noBody());
      } else {
        request
            .header("Content-Type", type)
            .method(method, HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
      }
      HttpResponse<String> response =
          CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
      String text = response.body();
      return new Response(
          response.statusCode(),
          response.headers().firstValue("Location").orElse(""),
          text.isBlank() ? JSON.missingNode() : JSON.readTree(text),
          text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
