package dev.objectidkey.springtests.shop.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.objectidkey.springtests.shop.Order;
import dev.objectidkey.springtests.shop.OrderId;
import dev.objectidkey.springtests.shop.OrderRepository;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.data.domain.Sort;

/**
 * What every seeded shop holds: four orders whose ids {@code seed/data-<platform>.sql} writes as
 * SQL literals, read back through the Spring Data repository. The tests only read, so the rows
 * are those the scripts wrote at boot.
 */
abstract class SeededOrdersSuite {

  @Autowired OrderRepository orders;

  @Test
  void anOrderSeededWithALiteralIdIsFoundByThatTypedId() {
    assertEquals("book", item(OrderId.parse("65920080a1b2c3d4e5000001")));
    assertEquals("pen", item(OrderId.parse("65920080a1b2c3d4e5000002")));
    assertEquals("lamp", item(OrderId.parse("65920081a1b2c3d4e5000000")));
    assertEquals("globe", item(OrderId.parse("80000000a1b2c3d4e5000000")));
  }

  @Test
  void theSeededIdsTimestampIsTheSecondInItsFirstFourBytes() {
    assertEquals(
        Instant.parse("2024-01-01T00:00:01Z"),
        orders
            .findById(OrderId.parse("65920081a1b2c3d4e5000000"))
            .orElseThrow()
            .getId()
            .getTimestamp());
    // First byte 0x80 and up: the timestamp is unsigned, past 2038.
    assertEquals(
        Instant.parse("2038-01-19T03:14:08Z"),
        orders
            .findById(OrderId.parse("80000000a1b2c3d4e5000000"))
            .orElseThrow()
            .getId()
            .getTimestamp());
  }

  @Test
  void sortingByIdIsTheSeedOrderNotTheInsertOrder() {
    assertEquals(
        itemsInIdOrder(), orders.findAll(Sort.by("id")).stream().map(Order::getItem).toList());
  }

  /** Every seeded order's item, in id order. */
  List<String> itemsInIdOrder() {
    // Inserted as lamp, globe, book, pen.
    return List.of("book", "pen", "lamp", "globe");
  }

  private String item(OrderId id) {
    return orders.findById(id).orElseThrow(() -> new AssertionError("no order " + id)).getItem();
  }
}
