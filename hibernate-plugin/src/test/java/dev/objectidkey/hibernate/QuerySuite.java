package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.Shipment;
import dev.objectidkey.hibernate.model.ShipmentId;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Queries on ids: typed parameters in JPQL and Criteria, and the order of ids in
 * {@code order by}, {@code max}, {@code min}, comparisons and creation-time ranges, which is the
 * unsigned byte order and so the creation order.
 *
 * <p>Part of {@link ObjectIdPersistenceSuite}, which runs it on every database.
 */
interface QuerySuite extends PersistenceFixture {

  @Test
  default void jpqlComparesTypedParametersWithEqualsBetweenAndIn() {
    List<OrderId> ids = persistOrders("jpql", 5);
    sessionFactory()
        .inSession(
            session -> {
              assertEquals(
                  List.of(ids.get(2)),
                  session
                      .createSelectionQuery(
                          "select o.id from Order o where o.id = :id", OrderId.class)
                      .setParameter("id", ids.get(2))
                      .getResultList());
              assertEquals(
                  ids.subList(1, 4),
                  session
                      .createSelectionQuery(
                          "select o.id from Order o where o.id between :low and :high order by o.id",
                          OrderId.class)
                      .setParameter("low", ids.get(1))
                      .setParameter("high", ids.get(3))
                      .getResultList());
              assertEquals(
                  List.of(ids.get(0), ids.get(4)),
                  session
                      .createSelectionQuery(
                          "select o.id from Order o where o.id in :ids order by o.id",
                          OrderId.class)
                      .setParameter("ids", List.of(ids.get(4), ids.get(0)))
                      .getResultList());
            });
  }

  @Test
  default void criteriaQueriesCompareTypedIds() {
    List<OrderId> ids = persistOrders("criteria", 5);
    sessionFactory()
        .inSession(
            session -> {
              CriteriaBuilder builder = session.getCriteriaBuilder();

              CriteriaQuery<OrderId> equal = builder.createQuery(OrderId.class);
              Root<Order> order = equal.from(Order.class);
              equal.select(order.get("id")).where(builder.equal(order.get("id"), ids.get(1)));
              assertEquals(List.of(ids.get(1)), session.createQuery(equal).getResultList());

              CriteriaQuery<OrderId> range = builder.createQuery(OrderId.class);
              Root<Order> ranged = range.from(Order.class);
              range
                  .select(ranged.get("id"))
                  .where(builder.between(ranged.<OrderId>get("id"), ids.get(2), ids.get(4)))
                  .orderBy(builder.asc(ranged.get("id")));
              assertEquals(ids.subList(2, 5), session.createQuery(range).getResultList());

              CriteriaQuery<OrderId> in = builder.createQuery(OrderId.class);
              Root<Order> listed = in.from(Order.class);
              in.select(listed.get("id"))
                  .where(listed.get("id").in(ids.get(0), ids.get(3)))
                  .orderBy(builder.asc(listed.get("id")));
              assertEquals(
                  List.of(ids.get(0), ids.get(3)), session.createQuery(in).getResultList());
            });
  }

  @Test
  default void orderByIdIsUnsignedByteOrderForIdsStartingWith00And7fAnd80AndFf() {
    List<ShipmentId> ids = new ArrayList<>();
    Random random = new Random(12);
    for (int first : new int[] {0x00, 0x7f, 0x80, 0xff}) {
      for (int last : new int[] {0x00, 0x80, 0xff}) {
        byte[] bytes = new byte[12];
        random.nextBytes(bytes);
        bytes[0] = (byte) first;
        bytes[11] = (byte) last;
        ids.add(ShipmentId.fromBytes(bytes));
      }
    }
    List<ShipmentId> shuffled = new ArrayList<>(ids);
    Collections.shuffle(shuffled, random);
    sessionFactory()
        .inTransaction(
            session -> shuffled.forEach(id -> session.persist(new Shipment(id, "unsigned-order"))));

    List<ShipmentId> expected = new ArrayList<>(ids);
    expected.sort(ShipmentId.comparator());
    sessionFactory()
        .inSession(
            session -> {
              List<ShipmentId> ordered =
                  session
                      .createSelectionQuery(
                          "select s.id from Shipment s where s.label = :label order by s.id",
                          ShipmentId.class)
                      .setParameter("label", "unsigned-order")
                      .getResultList();
              assertEquals(expected, ordered);
              assertEquals(0x00, ordered.get(0).toByteArray()[0] & 0xff);
              assertEquals(0xff, ordered.get(ordered.size() - 1).toByteArray()[0] & 0xff);
            });
  }

  @Test
  default void orderByIdIsCreationOrder() {
    List<OrderId> created = persistOrders("creation-order", 10_000);
    List<OrderId> sorted = new ArrayList<>(created);
    sorted.sort(OrderId.comparator());
    assertEquals(created, sorted, "generated ids increase in the in-memory comparator's order");
    sessionFactory()
        .inSession(
            session ->
                assertEquals(
                    created,
                    session
                        .createSelectionQuery(
                            "select o.id from Order o where o.label = :label order by o.id",
                            OrderId.class)
                        .setParameter("label", "creation-order")
                        .getResultList()));
  }

  @Test
  default void maxMinLessGreaterAndOrderByDescFollowTheUnsignedByteOrder() {
    // Ids starting with 0x00, 0x7f, 0x80 and 0xff: a signed comparison would put 0x80..0xff first.
    List<ShipmentId> ids = new ArrayList<>();
    Random random = new Random(411);
    for (int first : new int[] {0x00, 0x7f, 0x80, 0xff, 0x6b, 0x81}) {
      byte[] bytes = new byte[12];
      random.nextBytes(bytes);
      bytes[0] = (byte) first;
      ids.add(ShipmentId.fromBytes(bytes));
    }
    sessionFactory()
        .inTransaction(
            session -> ids.forEach(id -> session.persist(new Shipment(id, "comparable"))));
    List<ShipmentId> sorted = new ArrayList<>(ids);
    sorted.sort(ShipmentId.comparator());
    ShipmentId middle = sorted.get(2);

    sessionFactory()
        .inSession(
            session -> {
              assertEquals(
                  sorted.get(sorted.size() - 1),
                  session
                      .createSelectionQuery(
                          "select max(s.id) from Shipment s where s.label = 'comparable'",
                          ShipmentId.class)
                      .getSingleResult(),
                  "max");
              assertEquals(
                  sorted.get(0),
                  session
                      .createSelectionQuery(
                          "select min(s.id) from Shipment s where s.label = 'comparable'",
                          ShipmentId.class)
                      .getSingleResult(),
                  "min");
              assertEquals(
                  sorted.subList(3, sorted.size()),
                  session
                      .createSelectionQuery(
                          "select s.id from Shipment s where s.label = 'comparable' and s.id > :id"
                              + " order by s.id",
                          ShipmentId.class)
                      .setParameter("id", middle)
                      .getResultList(),
                  ">");
              assertEquals(
                  sorted.subList(0, 2),
                  session
                      .createSelectionQuery(
                          "select s.id from Shipment s where s.label = 'comparable' and s.id < :id"
                              + " order by s.id",
                          ShipmentId.class)
                      .setParameter("id", middle)
                      .getResultList(),
                  "<");
              List<ShipmentId> descending = new ArrayList<>(sorted);
              Collections.reverse(descending);
              assertEquals(
                  descending,
                  session
                      .createSelectionQuery(
                          "select s.id from Shipment s where s.label = 'comparable' order by s.id desc",
                          ShipmentId.class)
                      .getResultList(),
                  "order by desc");
              // Grouped: the latest id of each label, the "latest order per customer" query.
              assertEquals(
                  sorted.get(sorted.size() - 1),
                  session
                      .createSelectionQuery(
                          "select max(s.id) from Shipment s where s.label in ('comparable', 'no-such')"
                              + " group by s.label",
                          ShipmentId.class)
                      .getSingleResult(),
                  "max with group by");
            });
  }

  @Test
  default void maxOfNoRowsIsNull() {
    sessionFactory()
        .inSession(
            session ->
                assertEquals(
                    null,
                    session
                        .createSelectionQuery(
                            "select max(s.id) from Shipment s where s.label = 'no-such-label'",
                            ShipmentId.class)
                        .getSingleResult()));
  }

  @Test
  default void betweenMinForAndMaxForSelectsExactlyTheRowsCreatedInThoseSeconds() {
    Instant start = Instant.parse("2031-05-01T10:00:00Z");
    AtomicReference<Instant> clock = new AtomicReference<>(start);
    List<List<OrderId>> bySecond = new ArrayList<>();
    inTransactionAt(
        clock::get,
        session -> {
          for (int second = 0; second < 4; second++) {
            clock.set(start.plusSeconds(second));
            List<OrderId> ids = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
              Order order = new Order("time-range");
              session.persist(order);
              ids.add(order.getId());
            }
            bySecond.add(ids);
          }
        });

    Instant from = start.plusSeconds(1);
    Instant to = start.plusSeconds(2);
    List<OrderId> expected = new ArrayList<>(bySecond.get(1));
    expected.addAll(bySecond.get(2));
    sessionFactory()
        .inSession(
            session -> {
              List<OrderId> inRange =
                  session
                      .createSelectionQuery(
                          "select o.id from Order o where o.id between :from and :to order by o.id",
                          OrderId.class)
                      .setParameter("from", OrderId.minFor(from))
                      .setParameter("to", OrderId.maxFor(to))
                      .getResultList();
              assertEquals(expected, inRange);
              inRange.forEach(
                  id ->
                      assertTrue(
                          !id.getTimestamp().isBefore(from) && !id.getTimestamp().isAfter(to),
                          id + " was created at " + id.getTimestamp()));
            });
  }
}
