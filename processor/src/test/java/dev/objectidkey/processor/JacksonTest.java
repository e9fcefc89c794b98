package dev.objectidkey.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import dev.objectidkey.processor.fixtures.OrderId;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Ids are JSON strings in Jackson 2.x and 3.x alike, also as map keys. Both versions read the
 * annotations in {@code com.fasterxml.jackson.annotation} that the processor adds when
 * jackson-annotations is on the compile classpath, as it is for these fixtures.
 */
class JacksonTest {

  private static final OrderId ID = OrderId.parse("507f1f77bcf86cd799439011");
  private static final String JSON =
      "{\"id\":\"507f1f77bcf86cd799439011\","
          + "\"replaces\":[\"000000000000000000000000\"],"
          + "\"byId\":{\"507f1f77bcf86cd799439011\":\"first\"}}";

  /** A typical payload: a field, a list and a map keyed by ids. */
  public record Order(OrderId id, List<OrderId> replaces, Map<OrderId, String> byId) {}

  private static Order order() {
    return new Order(
        ID, List.of(OrderId.parse("000000000000000000000000")), new TreeMap<>(Map.of(ID, "first")));
  }

  @Test
  void jackson2WritesAndReadsIdsAsHexStringsIncludingMapKeys() throws Exception {
    com.fasterxml.jackson.databind.ObjectMapper mapper =
        new com.fasterxml.jackson.databind.ObjectMapper();
    assertEquals(JSON, mapper.writeValueAsString(order()));
    assertEquals(order(), mapper.readValue(JSON, Order.class));
    assertEquals("\"507f1f77bcf86cd799439011\"", mapper.writeValueAsString(ID));
    assertEquals(
        Map.of(ID, 1),
        mapper.readValue(
            "{\"507F1F77BCF86CD799439011\":1}", new TypeReference<Map<OrderId, Integer>>() {}));
  }

  @Test
  void jackson3WritesAndReadsIdsAsHexStringsIncludingMapKeys() {
    tools.jackson.databind.ObjectMapper mapper = new tools.jackson.databind.json.JsonMapper();
    assertEquals(JSON, mapper.writeValueAsString(order()));
    assertEquals(order(), mapper.readValue(JSON, Order.class));
    assertEquals(
        Map.of(ID, 1),
        mapper.readValue(
            "{\"507F1F77BCF86CD799439011\":1}",
            new tools.jackson.core.type.TypeReference<Map<OrderId, Integer>>() {}));
  }

  @Test
  void jackson2RejectsABadIdNamingTheFieldAndTheValue() {
    com.fasterxml.jackson.databind.ObjectMapper mapper =
        new com.fasterxml.jackson.databind.ObjectMapper();
    Exception e =
        assertThrows(
            com.fasterxml.jackson.databind.JsonMappingException.class,
            () -> mapper.readValue("{\"id\":\"507f1f77bcf86cd79943901\"}", Order.class));
    assertTrue(
        e.getMessage()
            .contains(
                "Invalid OrderId \"507f1f77bcf86cd79943901\": expected 24 "
                    + "hexadecimal characters, got 23"),
        e.getMessage());
    assertTrue(e.getMessage().contains("[\"id\"]"), e.getMessage());
  }

  @Test
  void jackson3RejectsABadIdNamingTheFieldAndTheValue() {
    tools.jackson.databind.ObjectMapper mapper = new tools.jackson.databind.json.JsonMapper();
    Exception e =
        assertThrows(
            tools.jackson.databind.DatabindException.class,
            () -> mapper.readValue("{\"id\":\"not-an-id\"}", Order.class));
    assertTrue(e.getMessage().contains("Invalid OrderId \"not-an-id\""), e.getMessage());
    assertTrue(e.getMessage().contains("[\"id\"]"), e.getMessage());
  }
}
