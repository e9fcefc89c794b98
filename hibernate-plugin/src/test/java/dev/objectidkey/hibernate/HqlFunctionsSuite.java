package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.edgeIdBytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.Shipment;
import dev.objectidkey.hibernate.model.ShipmentId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The plugin's HQL functions: {@code objectid_timestamp} and {@code objectid_hex} agree with
 * the id classes, group a report by day, differ from {@code str} and {@code cast}, and name the
 * function and the argument when it is no id.
 *
 * <p>Part of {@link ObjectIdPersistenceSuite}, which runs it on every database.
 */
interface HqlFunctionsSuite extends PersistenceFixture {

  @Test
  default void objectidTimestampAndObjectidHexEqualGetTimestampAndToHexString() {
    // 1,000 generated ids, made at 1,000 random seconds from 1970 to 2106 (in order, so that the
    // generator keeps each one's second), plus the edge ids.
    Random random = new Random(13);
    long[] seconds = random.longs(1000, 0, 0x1_0000_0000L).sorted().toArray();
    AtomicReference<Instant> clock = new AtomicReference<>();
    List<ShipmentId> ids = new ArrayList<>();
    ObjectIdGenerator.builder()
        .clock(clock::get)
        .build()
        .run(
            () -> {
              for (long second : seconds) {
                clock.set(Instant.ofEpochSecond(second));
                ids.add(ShipmentId.generate());
              }
            });
    edgeIdBytes().forEach(bytes -> ids.add(ShipmentId.fromBytes(bytes)));
    assertTrue(ids.stream().anyMatch(id -> id.getTimestamp().getEpochSecond() > 0x80000000L));
    sessionFactory()
        .inTransaction(
            session -> ids.forEach(id -> session.persist(new Shipment(id, "functions"))));

    sessionFactory()
        .inSession(
            session -> {
              List<Object[]> rows =
                  session
                      .createSelectionQuery(
                          "select s.id, objectid_timestamp(s.id), objectid_hex(s.id) from Shipment s"
                              + " where s.label = 'functions'",
                          Object[].class)
                      .getResultList();
              assertEquals(ids.size(), rows.size());
              for (Object[] row : rows) {
                ShipmentId id = (ShipmentId) row[0];
                assertEquals(id.getTimestamp(), row[1], () -> "objectid_timestamp(" + id + ")");
                assertEquals(id.toHexString(), row[2], () -> "objectid_hex(" + id + ")");
              }
              // In a where clause, with a typed result and a parameter.
              ShipmentId last = ids.get(ids.size() - 1);
              assertEquals(
                  List.of(last),
                  session
                      .createSelectionQuery(
                          "select s.id from Shipment s where objectid_hex(s.id) = :hex",
                          ShipmentId.class)
                      .setParameter("hex", last.toHexString())
                      .getResultList());
              assertEquals(
                  Instant.ofEpochSecond(0xffffffffL),
                  session
                      .createSelectionQuery(
                          "select max(objectid_timestamp(s.id)) from Shipment s where s.label = 'functions'",
                          Instant.class)
                      .getSingleResult());
            });
  }

  @Test
  default void ordersPerDayGroupedByTheDateOfObjectidTimestampEqualTheSameReportInMemory() {
    // Orders on five days that cross New Year 2040 (after 2038: timestamps >= 0x80000000), 7 to
    // 40 a day at random seconds, from a clock that the test moves.
    Instant start = Instant.parse("2039-12-30T00:00:00Z");
    AtomicReference<Instant> clock = new AtomicReference<>(start);
    Random random = new Random(40);
    List<OrderId> ids = new ArrayList<>();
    inTransactionAt(
        clock::get,
        session -> {
          for (int day = 0; day < 5; day++) {
            Instant midnight = start.plus(java.time.Duration.ofDays(day));
            for (long second : random.longs(7 + random.nextInt(34), 0, 86_400).sorted().toArray()) {
              clock.set(midnight.plusSeconds(second));
              Order order = new Order("per-day");
              session.persist(order);
              ids.add(order.getId());
            }
          }
        });
    Map<java.time.LocalDate, Long> expected =
        new java.util.TreeMap<>(
            ids.stream()
                .collect(
                    Collectors.groupingBy(
                        id -> id.getTimestamp().atZone(java.time.ZoneOffset.UTC).toLocalDate(),
                        Collectors.counting())));
    assertEquals(5, expected.size(), expected::toString);

    sessionFactory()
        .inTransaction(
            session -> {
              // The date of a timestamp with time zone is taken in the session's time zone.
              session.doWork(
                  connection -> {
                    try (Statement set = connection.createStatement()) {
                      set.execute(
                          testDatabase().kind() == TestDatabase.Kind.MARIADB
                              ? "set time_zone = '+00:00'"
                              : "set time zone 'UTC'");
                    }
                  });
              List<Object[]> report =
                  session
                      .createSelectionQuery(
                          "select cast(objectid_timestamp(o.id) as LocalDate), count(*) from Order o"
                              + " where o.label = 'per-day'"
                              + " group by cast(objectid_timestamp(o.id) as LocalDate) order by 1",
                          Object[].class)
                      .getResultList();
              Map<java.time.LocalDate, Long> actual = new java.util.LinkedHashMap<>();
              report.forEach(row -> actual.put((java.time.LocalDate) row[0], (Long) row[1]));
              assertEquals(expected, actual);
            });
  }

  @Test
  default void strAndCastAsStringOfAnIdAreNotItsHexFormButObjectidHexIs() {
    // docs/hibernate.md: str(o.id) and cast(o.id as String) convert the bytes the database's way.
    ShipmentId id = ShipmentId.parse("6b10f0aa20ffc3a9e8000041");
    sessionFactory().inTransaction(session -> session.persist(new Shipment(id, "str")));
    sessionFactory()
        .inSession(
            session -> {
              for (String expression : List.of("str(s.id)", "cast(s.id as String)")) {
                String text =
                    session
                        .createSelectionQuery(
                            "select " + expression + " from Shipment s where s.label = 'str'",
                            String.class)
                        .getSingleResult();
                assertNotEquals(id.toHexString(), text, expression);
                if (testDatabase().kind() == TestDatabase.Kind.POSTGRESQL) {
                  assertEquals("\\x" + id.toHexString(), text, expression);
                }
              }
              assertEquals(
                  id.toHexString(),
                  session
                      .createSelectionQuery(
                          "select objectid_hex(s.id) from Shipment s where s.label = 'str'",
                          String.class)
                      .getSingleResult());
            });
  }

  @Test
  default void objectidFunctionsOnAnArgumentThatIsNoIdFailNamingTheFunctionAndTheArgument() {
    sessionFactory()
        .inSession(
            session -> {
              for (String function : List.of("objectid_hex", "objectid_timestamp")) {
                RuntimeException thrown =
                    assertThrows(
                        RuntimeException.class,
                        () ->
                            session
                                .createSelectionQuery(
                                    "select " + function + "(o.label) from Order o", Object.class)
                                .getResultList());
                assertMessage(
                    thrown,
                    "[ObjectIdKey] "
                        + function
                        + "(o.label): the argument has type"
                        + " java.lang.String, but "
                        + function
                        + "() takes an ObjectId",
                    "such as " + function + "(o.id)");
              }
              assertMessage(
                  assertThrows(
                      RuntimeException.class,
                      () ->
                          session
                              .createSelectionQuery(
                                  "select objectid_hex(o.id, o.id) from Order o", Object.class)
                              .getResultList()),
                  "[ObjectIdKey] objectid_hex() takes one ObjectId, but was given 2 arguments");
            });
  }
}
