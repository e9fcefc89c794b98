package dev.objectidkey.metamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.querydsl.jpa.impl.JPAQueryFactory;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Querydsl's QOrder, generated in the same execution as hibernate-processor's Order_, on H2. */
class QuerydslTest {

  private static SessionFactory sessionFactory;

  @BeforeAll
  static void boot() {
    sessionFactory = ShopDatabase.boot("querydsl");
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void idPathIsTypedAndARangeOnItIsCreatedBetween() {
    assertEquals(OrderId.class, QOrder.order.id.getType());

    List<OrderId> ids = ShopDatabase.placeOrders(sessionFactory, 3);
    Instant t1 = ids.get(0).getTimestamp();
    Instant t2 = ids.get(2).getTimestamp();
    try (EntityManager entityManager = sessionFactory.createEntityManager()) {
      JPAQueryFactory query = new JPAQueryFactory(entityManager);
      QOrder order = QOrder.order;
      assertEquals(
          ids,
          query
              .select(order.id)
              .from(order)
              .where(order.id.between(OrderId.minFor(t1), OrderId.maxFor(t2)))
              .orderBy(order.id.asc())
              .fetch());
      assertEquals(
          List.of(),
          query
              .select(order.id)
              .from(order)
              .where(
                  order.id.between(
                      OrderId.minFor(t1.minusSeconds(20)), OrderId.maxFor(t1.minusSeconds(10))))
              .fetch());
    }
  }
}
