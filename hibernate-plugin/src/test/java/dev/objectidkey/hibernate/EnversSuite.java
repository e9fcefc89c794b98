package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.boot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.hibernate.envers.Customer;
import dev.objectidkey.hibernate.envers.CustomerId;
import dev.objectidkey.hibernate.envers.Order;
import dev.objectidkey.hibernate.envers.OrderId;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.envers.AuditReader;
import org.hibernate.envers.AuditReaderFactory;
import org.hibernate.envers.query.AuditEntity;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.type.SqlTypes;
import org.junit.jupiter.api.Test;

/**
 * Hibernate Envers with typed ids: an {@code @Audited} entity with a generated typed id and a typed
 * foreign key to another audited entity. The audit tables get the same 12-byte columns as the
 * entity tables, revisions are read back by typed id, and {@code AuditReader} queries bind typed
 * ids, ranges of ids included. Run on every database through one subclass per database, and on
 * every Hibernate line that has Envers through hibernate-lines; docs/envers.md cites these tests.
 * Its tables start with {@code ev_}.
 */
abstract class EnversSuite extends SessionFactorySuite {

  /** Far from today, so that no other row of these tables falls into a range of these seconds. */
  private static final Instant T1 = Instant.parse("2034-01-01T10:00:00Z");

  private static final Instant T2 = T1.plusSeconds(60);
  private static final Instant T3 = T1.plusSeconds(120);

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

  // ~~~ Schema
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void auditTablesHaveTwelveByteIdAndForeignKeyColumns() throws SQLException {
    try (Connection connection = testDatabase().connect()) {
      DatabaseMetaData metaData = connection.getMetaData();
      String expected = objectIdColumnType();
      assertEquals(expected, columnType(connection, metaData, "ev_order", "id"), "ev_order.id");
      assertEquals(
          expected, columnType(connection, metaData, "ev_order_AUD", "id"), "ev_order_AUD.id");
      assertEquals(
          expected,
          columnType(connection, metaData, "ev_order_AUD", "customer_id"),
          "ev_order_AUD.customer_id");
      assertEquals(
          expected,
          columnType(connection, metaData, "ev_customer_AUD", "id"),
          "ev_customer_AUD.id");
    }
  }

  @Test
  void auditEntitiesMapTheirIdAndForeignKeyAsBinary12() {
    SessionFactoryImplementor factory = sessionFactory.unwrap(SessionFactoryImplementor.class);
    EntityMappingType audit =
        factory.getMappingMetamodel().getEntityDescriptor(Order.class.getName() + "_AUD");
    List<String> binary = new ArrayList<>();
    audit.forEachSelectable(
        (index, column) -> {
          if (column.getJdbcMapping().getJdbcType().getDdlTypeCode() == SqlTypes.BINARY) {
            binary.add(column.getSelectionExpression().toLowerCase(Locale.ROOT));
          }
        });
    audit
        .getIdentifierMapping()
        .forEachSelectable(
            (index, column) -> {
              if (column.getJdbcMapping().getJdbcType().getDdlTypeCode() == SqlTypes.BINARY) {
                binary.add("id: " + column.getSelectionExpression().toLowerCase(Locale.ROOT));
              }
            });
    assertTrue(binary.contains("customer_id"), () -> "binary columns of Order_AUD: " + binary);
    assertTrue(binary.contains("id: id"), () -> "binary columns of Order_AUD: " + binary);
  }

  @Test
  void schemaValidationAcceptsTheAuditTables() {
    // hbm2ddl validate compares every mapped column, the audit tables' included, with the schema.
    SessionFactory validated =
        boot(testDatabase().dataSource(), "validate", Order.class, Customer.class);
    try {
      assertNotNull(
          validated
              .unwrap(SessionFactoryImplementor.class)
              .getMappingMetamodel()
              .getEntityDescriptor(Order.class.getName() + "_AUD"));
    } finally {
      validated.close();
    }
  }

  // ~~~ Revisions by typed id
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void revisionsAreReadBackByTypedId() {
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
    sessionFactory.inTransaction(session -> session.find(Order.class, orderId).setStatus("paid"));
    sessionFactory.inTransaction(
        session -> {
          Order paid = session.find(Order.class, orderId);
          paid.setCustomer(session.find(Customer.class, bob.getId()));
          paid.setStatus("reassigned");
        });

    sessionFactory.inSession(
        session -> {
          AuditReader reader = AuditReaderFactory.get(session);
          List<Number> revisions = reader.getRevisions(Order.class, orderId);
          assertEquals(3, revisions.size(), () -> "revisions of " + orderId + ": " + revisions);

          Order first = reader.find(Order.class, orderId, revisions.get(0));
          assertEquals(orderId, first.getId());
          assertEquals("new", first.getStatus());
          assertEquals(ada.getId(), first.getCustomer().getId());
          assertEquals("Ada", first.getCustomer().getName());

          assertEquals("paid", reader.find(Order.class, orderId, revisions.get(1)).getStatus());

          Order last = reader.find(Order.class, orderId, revisions.get(2));
          assertEquals("reassigned", last.getStatus());
          assertEquals(bob.getId(), last.getCustomer().getId());
          assertEquals("Bob", last.getCustomer().getName());

          assertEquals(List.of(revisions.get(0)), reader.getRevisions(Customer.class, ada.getId()));
          assertEquals(List.of(), reader.getRevisions(Order.class, OrderId.generate()));
          assertNull(reader.find(Order.class, OrderId.generate(), revisions.get(2)));
        });
  }

  @Test
  void deletedEntityIsReadBackAtItsLastRevisionByTypedId() {
    Customer customer = new Customer("Cy");
    Order order = new Order("doomed", customer);
    sessionFactory.inTransaction(
        session -> {
          session.persist(customer);
          session.persist(order);
        });
    sessionFactory.inTransaction(
        session -> session.remove(session.find(Order.class, order.getId())));
    sessionFactory.inSession(
        session -> {
          AuditReader reader = AuditReaderFactory.get(session);
          List<Number> revisions = reader.getRevisions(Order.class, order.getId());
          assertEquals(2, revisions.size(), () -> "revisions: " + revisions);
          assertNull(reader.find(Order.class, order.getId(), revisions.get(1)));
          Order before = reader.find(Order.class, order.getId(), revisions.get(0));
          assertEquals("doomed", before.getStatus());
          assertEquals(customer.getId(), before.getCustomer().getId());
        });
  }

  // ~~~ AuditReader queries
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void auditQueriesSelectAnIdRangeMadeFromCreationTimes() {
    Customer customer = new Customer("range");
    sessionFactory.inTransaction(session -> session.persist(customer));
    TreeMap<Instant, OrderId> ids = new TreeMap<>();
    for (Instant second : List.of(T1, T2, T3)) {
      ObjectIdGenerator.builder()
          .clock(() -> second)
          .build()
          .run(
              () ->
                  sessionFactory.inTransaction(
                      session -> {
                        Order order = new Order("at " + second, customer);
                        session.persist(order);
                        ids.put(second, order.getId());
                      }));
    }

    sessionFactory.inSession(
        session -> {
          AuditReader reader = AuditReaderFactory.get(session);
          Function<org.hibernate.envers.query.criteria.AuditCriterion, Set<OrderId>> orders =
              criterion ->
                  idsOf(
                      reader
                          .createQuery()
                          .forRevisionsOfEntity(Order.class, true, false)
                          .add(criterion)
                          .getResultList());

          assertEquals(
              Set.of(ids.get(T1), ids.get(T2)),
              orders.apply(AuditEntity.id().between(OrderId.minFor(T1), OrderId.maxFor(T2))));
          assertEquals(
              Set.of(ids.get(T2), ids.get(T3)),
              orders.apply(
                  AuditEntity.and(
                      AuditEntity.id().ge(OrderId.minFor(T2)),
                      AuditEntity.id().le(OrderId.maxFor(T3)))));
          assertEquals(Set.of(ids.get(T3)), orders.apply(AuditEntity.id().gt(OrderId.maxFor(T2))));
          // Other tests' orders are made now, before T1: a range open below needs a lower bound.
          assertEquals(
              Set.of(ids.get(T1)),
              orders.apply(
                  AuditEntity.and(
                      AuditEntity.id().gt(OrderId.maxFor(T1.minusSeconds(1))),
                      AuditEntity.id().lt(OrderId.minFor(T2)))));
          assertEquals(Set.of(ids.get(T2)), orders.apply(AuditEntity.id().eq(ids.get(T2))));

          // The same range at the latest revision, through forEntitiesAtRevision.
          Number latest = reader.getRevisions(Order.class, ids.get(T3)).get(0);
          assertEquals(
              Set.of(ids.get(T1), ids.get(T2), ids.get(T3)),
              idsOf(
                  reader
                      .createQuery()
                      .forEntitiesAtRevision(Order.class, latest)
                      .add(AuditEntity.id().between(OrderId.minFor(T1), OrderId.maxFor(T3)))
                      .getResultList()));
        });
  }

  @Test
  void auditQueriesSelectByRelatedTypedId() {
    Customer ada = new Customer("related-Ada");
    Customer bob = new Customer("related-Bob");
    Order first = new Order("first", ada);
    Order second = new Order("second", ada);
    Order other = new Order("other", bob);
    sessionFactory.inTransaction(
        session -> {
          session.persist(ada);
          session.persist(bob);
          session.persist(first);
          session.persist(second);
          session.persist(other);
        });
    // Moving "second" to Bob leaves a revision in which it belonged to Ada.
    sessionFactory.inTransaction(
        session ->
            session
                .find(Order.class, second.getId())
                .setCustomer(session.find(Customer.class, bob.getId())));

    sessionFactory.inSession(
        session -> {
          AuditReader reader = AuditReaderFactory.get(session);
          CustomerId adaId = ada.getId();
          assertEquals(
              Set.of(first.getId(), second.getId()),
              idsOf(
                  reader
                      .createQuery()
                      .forRevisionsOfEntity(Order.class, true, false)
                      .add(AuditEntity.relatedId("customer").eq(adaId))
                      .getResultList()));
          Number latest = reader.getRevisions(Order.class, second.getId()).get(1);
          assertEquals(
              Set.of(second.getId(), other.getId()),
              idsOf(
                  reader
                      .createQuery()
                      .forEntitiesAtRevision(Order.class, latest)
                      .add(AuditEntity.relatedId("customer").eq(bob.getId()))
                      .getResultList()));
          assertEquals(
              Set.of(),
              idsOf(
                  reader
                      .createQuery()
                      .forRevisionsOfEntity(Order.class, true, false)
                      .add(AuditEntity.relatedId("customer").eq(CustomerId.generate()))
                      .getResultList()));
        });
  }

  // ~~~ Helpers
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  private static Set<OrderId> idsOf(List<?> orders) {
    Set<OrderId> ids = new LinkedHashSet<>();
    for (Object order : orders) {
      ids.add(((Order) order).getId());
    }
    return ids;
  }

  /**
   * The type of a column of this connection's schema, as {@code binary(12)} or {@code bytea}; the
   * table name as Hibernate wrote it, or folded to the database's case.
   */
  private static String columnType(
      Connection connection, DatabaseMetaData metaData, String table, String column)
      throws SQLException {
    for (String[] name :
        List.of(
            new String[] {table, column},
            new String[] {table.toLowerCase(Locale.ROOT), column.toLowerCase(Locale.ROOT)},
            new String[] {table.toUpperCase(Locale.ROOT), column.toUpperCase(Locale.ROOT)})) {
      try (ResultSet columns =
          metaData.getColumns(connection.getCatalog(), connection.getSchema(), name[0], name[1])) {
        if (columns.next()) {
          String type = columns.getString("TYPE_NAME").toLowerCase(Locale.ROOT);
          return type.equals("bytea") ? type : type + "(" + columns.getInt("COLUMN_SIZE") + ")";
        }
      }
    }
    return "no column " + table + "." + column;
  }
}
