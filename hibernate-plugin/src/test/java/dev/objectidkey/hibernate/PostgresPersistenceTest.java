package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The persistence suite on the PostgreSQL at 127.0.0.1:5432, or an embedded one. */
class PostgresPersistenceTest extends ObjectIdPersistenceSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  protected String objectIdColumnType() {
    return "bytea";
  }

  @Override
  protected boolean fixedLengthIdColumn() {
    return false;
  }

  @Override
  protected String variableBinaryType() {
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
    sessionFactory.inTransaction(session -> session.doWork(connection -> {
      try (Statement set = connection.createStatement()) {
        set.execute("set local enable_seqscan = off");
      }
      try (PreparedStatement explain = connection.prepareStatement(
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
    assertTrue(plan.stream().anyMatch(line -> line.contains("Index")
        && line.contains("hp_order_pkey")), () -> String.join("\n", plan));
  }

  @Test
  void findMultipleBindsAllIdsAsOneByteaArray() {
    List<OrderId> ids = new ArrayList<>();
    sessionFactory.inTransaction(session -> {
      for (int i = 0; i < 3; i++) {
        Order order = new Order("find-multiple-array");
        session.persist(order);
        ids.add(order.getId());
      }
    });
    counter.reset();
    sessionFactory.inSession(session -> assertEquals(ids,
        LineApi.findMultiple(session, Order.class, ids).stream().map(Order::getId).toList()));
    // One statement for all ids, with the ids bound as one bytea[] array parameter.
    assertTrue(counter.sql().stream().anyMatch(sql -> sql.contains(".id = any (?)")),
        () -> String.join("\n", counter.sql()));
  }
}
