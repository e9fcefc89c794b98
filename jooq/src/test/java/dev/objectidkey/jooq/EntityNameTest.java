package dev.objectidkey.jooq;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EntityNameTest {

  @ParameterizedTest
  @CsvSource({
    "orders, Order",
    "ORDERS, Order",
    "order, Order",
    "order_lines, OrderLine",
    "ORDER_LINES, OrderLine",
    "OrderLines, OrderLine",
    "categories, Category",
    "addresses, Address",
    "boxes, Box",
    "batches, Batch",
    "wishes, Wish",
    "status, Status",
    "analysis, Analysis",
    "customer, Customer",
    "user_accounts, UserAccount",
  })
  void tableNamesBecomeSingularUpperCamelCase(String table, String entity) {
    assertEquals(entity, EntityName.of(table));
  }
}
