package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.ShipmentId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The persistence suite on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresPersistenceTest extends ObjectIdPersistenceSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  public String objectIdColumnType() {
    return "bytea";
  }

  @Override
  public boolean fixedLengthIdColumn() {
    return false;
  }

  @Override
  public String variableBinaryType() {
    return "bytea";
  }

  /**
   * The plan of a creation-time range query uses the primary key's index. The table is small, so
   * the test turns sequential scans off for its transaction ({@code set local enable_seqscan =
   * off}): the question is whether the index can serve the range, not whether it pays off yet.
   */
  @Test
  void creationTimeRangeQueryUsesThePrimaryKeyIndex() {
    Instant from = Instant.parse("2031-05-01T10:00:01Z");
    List<String> plan = new ArrayList<>();
    sessionFactory.inTransaction(
        session ->
            session.doWork(
                connection -> {
                  try (Statement set = connection.createStatement()) {
                    set.execute("set local enable_seqscan = off");
                  }
                  try (PreparedStatement explain =
                      connection.prepareStatement(
                          "explain select id from hp_order where id between ? and ?")) {
                    explain.setBytes(1, OrderId.minFor(from).toByteArray());
                    explain.setBytes(2, OrderId.maxFor(from.plusSeconds(1)).toByteArray());
                    try (ResultSet lines = explain.executeQuery()) {
                      while (lines.next()) {
                        plan.add(lines.getString(1));
                      }
                    }
                  }
                }));
    assertTrue(
        plan.stream().anyMatch(line -> line.contains("Index") && line.contains("hp_order_pkey")),
        () -> String.join("\n", plan));
  }

  @Test
  void findMultipleBindsAllIdsAsOneByteaArray() {
    List<OrderId> ids = new ArrayList<>();
    sessionFactory.inTransaction(
        session -> {
          for (int i = 0; i < 3; i++) {
            Order order = new Order("find-multiple-array");
            session.persist(order);
            ids.add(order.getId());
          }
        });
    counter.reset();
    sessionFactory.inSession(
        session ->
            assertEquals(
                ids,
                LineApi.findMultiple(session, Order.class, ids).stream()
                    .map(Order::getId)
                    .toList()));
    // One statement for all ids, with the ids bound as one bytea[] array parameter.
    assertTrue(
        counter.sql().stream().anyMatch(sql -> sql.contains(".id = any (?)")),
        () -> String.join("\n", counter.sql()));
  }

  /**
   * docs/hibernate.md's claim: a creation-time range on the id ({@code minFor}/{@code maxFor}) can use the
   * primary key's index, and the same range through {@code objectid_timestamp(o.id)} cannot,
   * since the index holds ids, not the result of a function of them.
   *
   * <p>Each plan is PostgreSQL's for the SQL that Hibernate rendered for the HQL (recorded by the
   * counting data source), with the same parameters. The table gets 20,000 more orders over 400
   * seconds and fresh statistics ({@code analyze}), so the planner chooses freely, with sequential
   * scans on: one second of 400 is few enough rows for the index to pay off when it applies. The
   * two queries return the same rows, so the plans answer the same question.
   */
  @Test
  void aRangeOnTheIdUsesThePrimaryKeyIndexAndTheSameRangeOnObjectidTimestampDoesNot() {
    Instant start = Instant.parse("2033-03-03T00:00:00Z");
    AtomicReference<Instant> clock = new AtomicReference<>(start);
    inTransactionAt(
        clock::get,
        session -> {
          for (int i = 0; i < 20_000; i++) {
            clock.set(start.plusSeconds(i / 50));
            session.persist(new Order("explain"));
            if (i % 1000 == 999) {
              session.flush();
              session.clear();
            }
          }
        });
    Instant second = start.plusSeconds(200);
    sessionFactory.inTransaction(
        session ->
            session.doWork(
                connection -> {
                  try (Statement analyze = connection.createStatement()) {
                    analyze.execute("analyze hp_order");
                  }
                }));

    counter.reset();
    List<OrderId> byRange =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select o.id from Order o where o.id between :from and :to order by o.id",
                        OrderId.class)
                    .setParameter("from", OrderId.minFor(second))
                    .setParameter("to", OrderId.maxFor(second))
                    .getResultList());
    String rangeSql = lastSelect();
    counter.reset();
    List<OrderId> byFunction =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select o.id from Order o where objectid_timestamp(o.id) = :second order by o.id",
                        OrderId.class)
                    .setParameter("second", second)
                    .getResultList());
    String functionSql = lastSelect();
    assertEquals(50, byRange.size());
    assertEquals(byRange, byFunction);

    List<String> rangePlan =
        explain(
            rangeSql, OrderId.minFor(second).toByteArray(), OrderId.maxFor(second).toByteArray());
    assertTrue(
        rangePlan.stream()
            .anyMatch(line -> line.contains("Index") && line.contains("hp_order_pkey")),
        () -> rangeSql + "\n" + String.join("\n", rangePlan));
    assertTrue(
        rangePlan.stream().anyMatch(line -> line.contains("Index Cond: ")),
        () -> String.join("\n", rangePlan));

    List<String> functionPlan =
        explain(functionSql, java.time.OffsetDateTime.ofInstant(second, java.time.ZoneOffset.UTC));
    assertTrue(
        functionPlan.stream().noneMatch(line -> line.contains("Index Cond")),
        () -> functionSql + "\n" + String.join("\n", functionPlan));
    assertTrue(
        functionPlan.stream().anyMatch(line -> line.contains("Seq Scan on hp_order")),
        () -> String.join("\n", functionPlan));

    // docs/hibernate.md's note on max(o.id), which PostgreSQL can only compute through the hex
    // form:
    // an aggregate over a whole scan, where "order by id desc limit 1" reads the primary key
    // backwards and stops at the first entry.
    counter.reset();
    OrderId latest =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery("select max(o.id) from Order o", OrderId.class)
                    .getSingleResult());
    String maxSql = lastSelect();
    counter.reset();
    assertEquals(
        latest,
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select o.id from Order o order by o.id desc limit 1", OrderId.class)
                    .getSingleResult()));
    String limitSql = lastSelect();
    List<String> maxPlan = explain(maxSql);
    assertTrue(
        maxPlan.get(0).contains("Aggregate")
            && maxPlan.stream()
                .noneMatch(line -> line.contains("Backward") || line.contains("Limit")),
        () -> maxSql + "\n" + String.join("\n", maxPlan));
    List<String> limitPlan = explain(limitSql.replace("?", "1"));
    assertTrue(
        limitPlan.get(0).contains("Limit")
            && limitPlan.stream()
                .anyMatch(
                    line ->
                        line.contains("Index")
                            && line.contains("Backward")
                            && line.contains("hp_order_pkey")),
        () -> limitSql + "\n" + String.join("\n", limitPlan));
  }

  private String lastSelect() {
    List<String> selects =
        counter.sentSql().stream().filter(sql -> sql.strip().startsWith("select")).toList();
    return selects.get(selects.size() - 1);
  }

  private List<String> explain(String sql, Object... parameters) {
    List<String> plan = new ArrayList<>();
    sessionFactory.inTransaction(
        session ->
            session.doWork(
                connection -> {
                  try (PreparedStatement explain = connection.prepareStatement("explain " + sql)) {
                    for (int i = 0; i < parameters.length; i++) {
                      explain.setObject(i + 1, parameters[i]);
                    }
                    try (ResultSet lines = explain.executeQuery()) {
                      while (lines.next()) {
                        plan.add(lines.getString(1));
                      }
                    }
                  }
                }));
    return plan;
  }

  /**
   * PostgreSQL has no {@code max(bytea)}: the plugin renders {@code max(id)} through the hex form,
   * inside {@code decode}, which cannot take a filter or an over clause. The filter form fails with
   * the plugin's message when the query is created; the over form reaches PostgreSQL, which
   * rejects it (docs/hibernate.md says so).
   */
  @Test
  void maxOfAnIdWithAFilterOrOverClauseFailsNamingTheClause() {
    sessionFactory.inSession(
        session -> {
          RuntimeException filter =
              assertThrows(
                  RuntimeException.class,
                  () ->
                      session
                          .createSelectionQuery(
                              "select max(s.id) filter (where s.label = 'x')" + " from Shipment s",
                              ShipmentId.class)
                          .getResultList());
          assertTrue(
              String.valueOf(filter.getMessage()).contains("[ObjectIdKey] max(")
                  && filter
                      .getMessage()
                      .contains("with a filter clause is not supported on PostgreSQL"),
              () -> filter.toString());

          RuntimeException over =
              assertThrows(
                  RuntimeException.class,
                  () ->
                      session
                          .createSelectionQuery(
                              "select min(s.id) over (partition by s.label)" + " from Shipment s",
                              ShipmentId.class)
                          .getResultList());
          assertTrue(
              String.valueOf(over.getMessage())
                  .contains(
                      "OVER specified, but decode is not a window function nor an aggregate function"),
              () -> over.toString());

          // Other types keep PostgreSQL's own max, filter included.
          assertEquals(
              null,
              session
                  .createSelectionQuery(
                      "select max(s.label) filter (where s.label = 'no-such') from Shipment s",
                      String.class)
                  .getSingleResult());
        });
  }
}
