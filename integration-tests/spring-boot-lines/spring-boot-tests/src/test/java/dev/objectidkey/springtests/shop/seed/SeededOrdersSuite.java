package dev.objectidkey.springtests.shop.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.objectidkey.springtests.shop.Order;
import dev.objectidkey.springtests.shop.OrderId;
import dev.objectidkey.springtests.shop.OrderRepository;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataAccessException;
import org.springframework.data.domain.Sort;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What every seeded shop holds: four orders whose ids {@code seed/data-<platform>.sql} writes as
 * SQL literals, read back through the Spring Data repository. The tests only read, so the rows
 * are those the scripts wrote at boot.
 */
abstract class SeededOrdersSuite {

  @Autowired OrderRepository orders;

  @PersistenceContext EntityManager entityManager;

  @Autowired JdbcTemplate jdbc;

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

  @Test
  void anIdConcatenatedIntoJpqlCompilesButFailsAtRunTimeWhereAParameterFindsTheOrder() {
    OrderId id = OrderId.parse("65920080a1b2c3d4e5000001");
    // What "... where o.id = " + petId becomes once petId is an OrderId: 24 hex digits, no quotes.
    String concatenated = "select o from Order o where o.id = " + id;
    assertThrows(
        IllegalArgumentException.class,
        () -> entityManager.createQuery(concatenated, Order.class).getResultList());
    // An id of decimal digits only reads as a number, which Hibernate will not compare with an id.
    String digitsOnly =
        "select o from Order o where o.id = " + OrderId.parse("659200800000000000000003");
    assertThrows(
        IllegalArgumentException.class,
        () -> entityManager.createQuery(digitsOnly, Order.class).getResultList());
    // Quoting it makes a string literal, which is no id either.
    String quoted = "select o from Order o where o.id = '" + id + "'";
    assertThrows(
        IllegalArgumentException.class,
        () -> entityManager.createQuery(quoted, Order.class).getResultList());

    assertEquals(
        "book",
        entityManager
            .createQuery("select o from Order o where o.id = :id", Order.class)
            .setParameter("id", id)
            .getSingleResult()
            .getItem());
  }

  @Test
  void anIdConcatenatedIntoSqlFailsOrFindsNothingWhereBoundBytesFindTheOrder() {
    OrderId id = OrderId.parse("65920080a1b2c3d4e5000001");
    String product =
        jdbc.execute((ConnectionCallback<String>) c -> c.getMetaData().getDatabaseProductName());
    // What each database does with the three forms that "where id = " + id tends to take: "error"
    // is an exception, [] is no row and no error, the worst case.
    List<String> expected =
        switch (product) {
          case "H2" -> List.of("error", "error", "error");
          case "PostgreSQL" -> List.of("error", "[]", "error");
          case "MariaDB" -> List.of("error", "[]", "[]");
          // HSQLDB reads a quoted hex string as binary when it compares it with a binary column.
          case "HSQL Database Engine" -> List.of("error", "[book]", "error");
          default -> throw new AssertionError("no expectation for " + product);
        };
    assertEquals(
        expected,
        List.of(
            outcome("select item from orders where id = " + id),
            outcome("select item from orders where id = '" + id + "'"),
            outcome(
                "select item from orders where id = " + OrderId.parse("659200800000000000000003"))),
        product);

    assertEquals(
        List.of("book"),
        jdbc.queryForList(
            "select item from orders where id = ?", String.class, (Object) id.toByteArray()));
  }

  private String outcome(String sql) {
    try {
      return jdbc.queryForList(sql, String.class).toString();
    } catch (DataAccessException e) {
      return "error";
    }
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
