package dev.objectidkey.metamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The repository that hibernate-processor generated (Orders_), on H2. */
class JakartaDataTest {

  private static SessionFactory sessionFactory;

  @BeforeAll
  static void boot() {
    sessionFactory = ShopDatabase.boot("jakarta-data");
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void insertFindAndQueryByTypedIds() {
    try (StatelessSession session = sessionFactory.openStatelessSession()) {
      Orders orders = new Orders_(session);
      Customer customer = new Customer();
      session.insert(customer);
      List<OrderId> ids = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        Order order = orders.insert(new Order(customer, "order " + i));
        ids.add(order.getId());
      }

      assertEquals("order 1", orders.byId(ids.get(1)).getLabel());
      assertEquals("order 2", orders.findById(ids.get(2)).orElseThrow().getLabel());
      Instant created = ids.get(0).getTimestamp();
      assertEquals(
          ids,
          orders
              .createdBetween(OrderId.minFor(created), OrderId.maxFor(ids.get(2).getTimestamp()))
              .stream()
              .map(Order::getId)
              .toList());
      assertEquals(
          List.of(),
          orders.createdBetween(
              OrderId.minFor(created.minusSeconds(20)), OrderId.maxFor(created.minusSeconds(10))));
    }
  }
}
