package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.objectidkey.hibernate.model.Customer;
import dev.objectidkey.hibernate.model.CustomerId;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Storing and loading: every ObjectId attribute, foreign key and element collection survives
 * persist, flush, clear and find, and the column holds the id's twelve bytes.
 *
 * <p>Part of {@link ObjectIdPersistenceSuite}, which runs it on every database.
 */
interface RoundTripSuite extends PersistenceFixture {

  @Test
  default void persistFlushClearFindRoundTripsEveryObjectIdAttribute() {
    Customer customer = new Customer("Ada");
    OrderId replaced = OrderId.generate();
    OrderId related = OrderId.generate();
    Order order = new Order("round-trip");
    sessionFactory()
        .inTransaction(
            session -> {
              CustomerId referrer = CustomerId.generate();
              customer.setReferredBy(referrer);
              session.persist(customer);
              order.setCustomer(customer);
              order.setReplaces(replaced);
              order.getRelated().add(related);
              session.persist(order);
              session.flush();
              session.clear();

              Order found = session.find(Order.class, order.getId());
              assertNotNull(found);
              assertEquals(order.getId(), found.getId());
              assertEquals(customer.getId(), found.getCustomer().getId());
              assertEquals(referrer, found.getCustomer().getReferredBy());
              assertEquals(replaced, found.getReplaces());
              assertEquals(Set.of(related), found.getRelated());
            });
  }

  @Test
  default void findMultipleLoadsEveryRequestedIdInOrder() {
    List<OrderId> ids = persistOrders("find-multiple", 5);
    List<OrderId> requested = List.of(ids.get(3), ids.get(0), ids.get(4));
    sessionFactory()
        .inSession(
            session -> {
              List<Order> found = LineApi.findMultiple(session, Order.class, requested);
              assertEquals(requested, found.stream().map(Order::getId).toList());
            });
  }

  @Test
  default void manyToOneAndOneToManyJoinThroughTypedIds() {
    Customer customer = new Customer("Grace");
    List<Order> orders = List.of(new Order("many-to-one"), new Order("many-to-one"));
    sessionFactory()
        .inTransaction(
            session -> {
              session.persist(customer);
              for (Order order : orders) {
                order.setCustomer(customer);
                session.persist(order);
              }
            });
    sessionFactory()
        .inSession(
            session -> {
              List<OrderId> byForeignKey =
                  session
                      .createSelectionQuery(
                          "select o.id from Order o where o.customer.id = :customer order by o.id",
                          OrderId.class)
                      .setParameter("customer", customer.getId())
                      .getResultList();
              assertEquals(orders.stream().map(Order::getId).toList(), byForeignKey);

              Customer loaded = session.find(Customer.class, customer.getId());
              assertEquals(
                  orders.stream().map(Order::getId).collect(Collectors.toSet()),
                  loaded.getOrders().stream().map(Order::getId).collect(Collectors.toSet()));
              assertEquals(customer.getId(), loaded.getOrders().get(0).getCustomer().getId());
            });
  }

  @Test
  default void elementCollectionOfIdsIsStoredAndQueryable() {
    OrderId wanted = OrderId.generate();
    Order order = new Order("element-collection");
    order.getRelated().addAll(List.of(OrderId.generate(), wanted, OrderId.generate()));
    sessionFactory().inTransaction(session -> session.persist(order));
    sessionFactory()
        .inSession(
            session -> {
              assertEquals(
                  List.of(order.getId()),
                  session
                      .createSelectionQuery(
                          "select o.id from Order o join o.related r where r = :related",
                          OrderId.class)
                      .setParameter("related", wanted)
                      .getResultList());
              assertEquals(
                  order.getRelated(), session.find(Order.class, order.getId()).getRelated());
            });
  }

  @Test
  default void nativeQueryReadsTheRawTwelveBytesOfTheId() {
    OrderId id = persistOrders("native", 1).get(0);
    sessionFactory()
        .inSession(
            session -> {
              byte[] raw =
                  session
                      .createNativeQuery(
                          "select id from hp_order where label = :label", byte[].class)
                      .setParameter("label", "native")
                      .getSingleResult();
              assertArrayEquals(id.toByteArray(), raw);
            });
  }
}
