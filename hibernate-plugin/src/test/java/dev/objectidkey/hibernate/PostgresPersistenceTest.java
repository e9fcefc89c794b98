package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.ShipmentId;
import dev.objectidkey.hibernate.testing.TestDatabase;
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
  /**
   * PostgreSQL has no {@code max(bytea)}: the plugin renders {@code max(id)} through the hex form,
   * inside {@code decode}, which cannot take a filter or an over clause. The filter form fails with
   * the plugin's message when the query is created; the over form reaches PostgreSQL, which
   * rejects it (the README says so).
   */
  @Test
  void maxOfAnIdWithAFilterOrOverClauseFailsNamingTheClause() {
    sessionFactory.inSession(session -> {
      RuntimeException filter = assertThrows(RuntimeException.class, () ->
          session.createSelectionQuery("select max(s.id) filter (where s.label = 'x')"
              + " from Shipment s", ShipmentId.class).getResultList());
      assertTrue(String.valueOf(filter.getMessage()).contains("[ObjectIdKey] max(")
          && filter.getMessage().contains("with a filter clause is not supported on PostgreSQL"),
          () -> filter.toString());

      RuntimeException over = assertThrows(RuntimeException.class, () ->
          session.createSelectionQuery("select min(s.id) over (partition by s.label)"
              + " from Shipment s", ShipmentId.class).getResultList());
      assertTrue(String.valueOf(over.getMessage()).contains(
          "OVER specified, but decode is not a window function nor an aggregate function"),
          () -> over.toString());

      // Other types keep PostgreSQL's own max, filter included.
      assertEquals(null, session.createSelectionQuery(
          "select max(s.label) filter (where s.label = 'no-such') from Shipment s", String.class)
          .getSingleResult());
    });
  }
}
