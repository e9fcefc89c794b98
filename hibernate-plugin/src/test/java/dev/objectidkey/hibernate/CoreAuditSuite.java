package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.boot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.coreaudit.Customer;
import dev.objectidkey.hibernate.coreaudit.Note;
import dev.objectidkey.hibernate.coreaudit.Order;
import dev.objectidkey.hibernate.coreaudit.OrderId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.hibernate.SessionFactory;
import org.hibernate.audit.AuditEntry;
import org.hibernate.audit.AuditLog;
import org.hibernate.audit.AuditLogFactory;
import org.hibernate.audit.ModificationType;
import org.junit.jupiter.api.Test;

/**
 * Hibernate 7.4's incubating core auditing ({@code org.hibernate.annotations.Audited}, in
 * hibernate-core, no Envers) with a typed id and a typed foreign key: the audit tables get 12-byte
 * columns, {@code hbm2ddl validate} accepts them, and {@code AuditLog} reads changesets and history
 * back by typed id. Hibernate 7.4 and later only: hibernate-lines leaves it out. Its tables start
 * with {@code ca_}; docs/envers.md cites these tests.
 */
abstract class CoreAuditSuite extends SessionFactorySuite {

  @Override
  protected Class<?>[] model() {
    return new Class<?>[] {Order.class, Customer.class};
  }

  /**
   * The column type that the database reports for an ObjectId column.
   *
   * @return {@code binary(12)} or {@code bytea}
   */
  protected abstract String objectIdColumnType();

  @Test
  void auditTablesHaveTwelveByteIdAndForeignKeyColumns() throws SQLException {
    Map<String, String> order = auditColumns("ca_order");
    Map<String, String> customer = auditColumns("ca_customer");
    String expected = objectIdColumnType();
    assertEquals(expected, order.get("id"), () -> "audit table of ca_order: " + order);
    assertEquals(expected, order.get("customer_id"), () -> "audit table of ca_order: " + order);
    assertEquals(expected, customer.get("id"), () -> "audit table of ca_customer: " + customer);
  }

  @Test
  void schemaValidationAcceptsTheAuditTables() {
    if (testDatabase().kind() == TestDatabase.Kind.H2) {
      // Hibernate 7.4.16 on H2 refuses the changeset column that it created itself, with no typed
      // id involved: the control entity with a Long id fails the same way.
      RuntimeException typed =
          assertThrows(
              RuntimeException.class,
              () -> boot(testDatabase().dataSource(), "validate", Order.class, Customer.class));
      assertMessage(typed, "wrong column type encountered in column [REV]");
      SessionFactory control = boot(testDatabase().dataSource(), "create-drop", Note.class);
      try {
        RuntimeException plain =
            assertThrows(
                RuntimeException.class,
                () -> boot(testDatabase().dataSource(), "validate", Note.class));
        assertMessage(
            plain, "wrong column type encountered in column [REV] in table [ca_note_AUD]");
      } finally {
        control.close();
      }
      return;
    }
    SessionFactory validated =
        boot(testDatabase().dataSource(), "validate", Order.class, Customer.class);
    try (AuditLog log = AuditLogFactory.create(validated)) {
      assertTrue(log.isAudited(Order.class));
    } finally {
      validated.close();
    }
  }

  @Test
  void changesetsAndHistoryAreReadBackByTypedId() {
    Customer ada = new Customer("Ada");
    Customer bob = new Customer("Bob");
    Order order = new Order("new", ada);
    sessionFactory.inTransaction(
        session -> {
          session.persist(ada);
          session.persist(bob);
          session.persist(order);
        });
    OrderId orderId = order.getId();
    sessionFactory.inTransaction(
        session -> {
          Order paid = session.find(Order.class, orderId);
          paid.setStatus("paid");
          paid.setCustomer(session.find(Customer.class, bob.getId()));
        });
    sessionFactory.inTransaction(session -> session.remove(session.find(Order.class, orderId)));

    try (AuditLog log = AuditLogFactory.create(sessionFactory)) {
      List<Object> changesets = log.getChangesets(Order.class, orderId);
      assertEquals(3, changesets.size(), () -> "changesets of " + orderId + ": " + changesets);

      Order first = log.find(Order.class, orderId, changesets.get(0));
      assertEquals(orderId, first.getId());
      assertEquals("new", first.getStatus());
      assertEquals(ada.getId(), first.getCustomer().getId());

      Order second = log.find(Order.class, orderId, changesets.get(1));
      assertEquals("paid", second.getStatus());
      assertEquals(bob.getId(), second.getCustomer().getId());
      assertNull(log.find(Order.class, orderId, changesets.get(2)));

      List<ModificationType> types = new ArrayList<>();
      for (AuditEntry<Order> entry : log.getHistory(Order.class, orderId)) {
        types.add(entry.modificationType());
      }
      assertEquals(
          List.of(ModificationType.ADD, ModificationType.MOD, ModificationType.DEL), types);
      assertEquals(List.of(), log.getChangesets(Order.class, OrderId.generate()));
    }
  }

  /**
   * The columns and types of the one audit table of {@code table}: the table whose name starts
   * with {@code table} and is longer, as {@code binary(12)} or {@code bytea}, by lower-case name.
   */
  private Map<String, String> auditColumns(String table) throws SQLException {
    try (Connection connection = testDatabase().connect()) {
      DatabaseMetaData metaData = connection.getMetaData();
      List<String> audit = new ArrayList<>();
      try (ResultSet tables =
          metaData.getTables(
              connection.getCatalog(), connection.getSchema(), null, new String[] {"TABLE"})) {
        while (tables.next()) {
          String name = tables.getString("TABLE_NAME");
          String lower = name.toLowerCase(Locale.ROOT);
          if (lower.startsWith(table) && !lower.equals(table)) {
            audit.add(name);
          }
        }
      }
      assertEquals(1, audit.size(), () -> "audit tables of " + table + ": " + audit);
      Map<String, String> columns = new TreeMap<>();
      try (ResultSet rows =
          metaData.getColumns(
              connection.getCatalog(), connection.getSchema(), audit.get(0), null)) {
        while (rows.next()) {
          String type = rows.getString("TYPE_NAME").toLowerCase(Locale.ROOT);
          columns.put(
              rows.getString("COLUMN_NAME").toLowerCase(Locale.ROOT),
              type.equals("bytea") ? type : type + "(" + rows.getInt("COLUMN_SIZE") + ")");
        }
      }
      columns.put("(table)", audit.get(0));
      return columns;
    }
  }
}
