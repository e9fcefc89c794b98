package dev.objectidkey.quarkus.shop;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** The application with its own {@code ExceptionMapper<Exception>}, {@link JsonErrors}. */
public class JsonErrorsProfile implements QuarkusTestProfile {

  @Override
  public Map<String, String> getConfigOverrides() {
    return Map.of("shop.errors", "json");
  }
}
