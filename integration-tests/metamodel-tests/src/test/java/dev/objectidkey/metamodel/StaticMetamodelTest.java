package dev.objectidkey.metamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import jakarta.persistence.metamodel.SingularAttribute;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.time.Instant;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The metamodel that hibernate-processor wrote in this module's two-execution build. */
class StaticMetamodelTest {

  private static SessionFactory sessionFactory;

  @BeforeAll
  static void boot() {
    sessionFactory = ShopDatabase.boot("metamodel");
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void idAttributesAreTypedWithTheIdClasses() throws NoSuchFieldException {
    assertEquals(List.of(Order.class, OrderId.class), typeArguments("id", Order_.class));
    assertEquals(List.of(Customer.class, CustomerId.class), typeArguments("id", Customer_.class));
  }

  private static List<Type> typeArguments(String field, Class<?> metamodel)
      throws NoSuchFieldException {
    ParameterizedType type = (ParameterizedType) metamodel.getField(field).getGenericType();
    assertEquals(SingularAttribute.class, type.getRawType());
    return List.of(type.getActualTypeArguments());
  }

  @Test
  void criteriaRangeOnOrderIdIsCreatedBetween() {
    List<OrderId> ids = ShopDatabase.placeOrders(sessionFactory, 3);
    Instant created = ids.get(0).getTimestamp();
    sessionFactory.inSession(
        session -> {
          CriteriaBuilder builder = session.getCriteriaBuilder();
          CriteriaQuery<OrderId> query = builder.createQuery(OrderId.class);
          Root<Order> order = query.from(Order.class);
          query
              .select(order.get(Order_.id))
              .where(
                  builder.between(
                      order.get(Order_.id),
                      OrderId.minFor(created),
                      OrderId.maxFor(ids.get(2).getTimestamp())))
              .orderBy(builder.asc(order.get(Order_.id)));
          assertEquals(ids, session.createQuery(query).getResultList());
          assertEquals(
              List.of(),
              session
                  .createQuery(
                      query.where(
                          builder.between(
                              order.get(Order_.id),
                              OrderId.minFor(created.minusSeconds(20)),
                              OrderId.maxFor(created.minusSeconds(10)))))
                  .getResultList());
        });
  }
}
