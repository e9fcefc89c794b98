package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.causeOfType;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.describe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.objectidkey.hibernate.model.AuditEntry;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.Shipment;
import dev.objectidkey.hibernate.model.ShipmentId;
import org.hibernate.PersistentObjectException;
import org.junit.jupiter.api.Test;

/**
 * Id generation: {@code @GeneratedObjectId} refuses or keeps a preset id as configured, and
 * generated ids keep JDBC batching, which identity ids cannot.
 *
 * <p>Part of {@link ObjectIdPersistenceSuite}, which runs it on every database.
 */
interface GenerationSuite extends PersistenceFixture {

  @Test
  default void persistingAnEntityWhoseIdIsAlreadySetFailsNamingTheAttribute() {
    OrderId preset = OrderId.generate();
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory()
                    .inTransaction(
                        session -> {
                          Order order = new Order("preset");
                          order.setId(preset);
                          session.persist(order);
                        }));
    // Hibernate takes an entity whose id is set for a detached one (so that a reference by id
    // costs no SELECT), and PresetIdCheck gives its "detached entity passed to persist" our
    // message; AssignedIdsAndReferencesSuite has the rest.
    assertNotNull(causeOfType(thrown, PersistentObjectException.class), () -> describe(thrown));
    assertMessage(
        thrown,
        "[ObjectIdKey] Order.id is " + preset.toHexString() + " on an entity passed to persist",
        "@GeneratedObjectId(allowAssigned = true)");
  }

  @Test
  default void allowAssignedKeepsAPresetIdAndGeneratesAMissingOne() {
    ShipmentId preset = ShipmentId.generate();
    Shipment assigned = new Shipment(preset, "assigned");
    Shipment generated = new Shipment(null, "assigned");
    sessionFactory()
        .inTransaction(
            session -> {
              session.persist(assigned);
              session.persist(generated);
            });
    assertEquals(preset, assigned.getId());
    assertNotNull(generated.getId());
    assertNotEquals(preset, generated.getId());
    sessionFactory()
        .inSession(
            session -> assertEquals("assigned", session.find(Shipment.class, preset).getLabel()));
  }

  @Test
  default void thousandPersistsWithGeneratedIdsRunTwentyJdbcBatchesOfFifty() {
    counter().reset();
    sessionFactory()
        .inTransaction(
            session -> {
              for (int i = 0; i < 1000; i++) {
                session.persist(new Order("batch"));
              }
            });
    assertEquals(20, counter().batches("insert into hp_order "));
    assertEquals(0, counter().singleExecutions("insert into hp_order "));
  }

  @Test
  default void thousandPersistsWithIdentityIdsRunOneInsertPerRow() {
    counter().reset();
    sessionFactory()
        .inTransaction(
            session -> {
              for (int i = 0; i < 1000; i++) {
                session.persist(new AuditEntry(OrderId.generate()));
              }
            });
    assertEquals(0, counter().batches("insert into hp_audit "));
    assertEquals(1000, counter().singleExecutions("insert into hp_audit "));
  }
}
