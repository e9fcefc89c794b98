package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.causeOfType;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.describe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.refs.Booking;
import dev.objectidkey.hibernate.refs.BookingId;
import dev.objectidkey.hibernate.refs.Invoice;
import dev.objectidkey.hibernate.refs.InvoiceId;
import dev.objectidkey.hibernate.refs.Parcel;
import dev.objectidkey.hibernate.refs.ParcelId;
import dev.objectidkey.hibernate.refs.Pet;
import dev.objectidkey.hibernate.refs.PetId;
import dev.objectidkey.hibernate.refs.Visit;
import java.util.List;
import java.util.function.Consumer;
import org.hibernate.PersistentObjectException;
import org.hibernate.Session;
import org.hibernate.StaleObjectStateException;
import org.hibernate.TransientObjectException;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.Test;

/**
 * References by id and application-assigned ids, with the statements that each costs, on every
 * database through one small subclass per database (and on every Hibernate line through
 * hibernate-lines). docs/assigned-ids-and-references.md cites these tests.
 *
 * <p>The default {@code @GeneratedObjectId} makes Hibernate take an entity whose id is set for a
 * detached one, as with a database key: a reference by id is inserted with no SELECT, and an
 * unknown id is a foreign-key violation. {@code allowAssigned = true} makes {@code persist} of a
 * preset id one INSERT, at the cost of a SELECT for a reference by id. Its tables start with
 * {@code ar_}.
 */
abstract class AssignedIdsAndReferencesSuite extends SessionFactorySuite {

  @Override
  protected Class<?>[] model() {
    return new Class<?>[] {Pet.class, Parcel.class, Invoice.class, Booking.class, Visit.class};
  }

  // ~~~ Default: a set id means detached, as with a database key
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void referenceByIdIsInsertedWithoutSelectingTheReferencedRow() {
    PetId rex = persist(new Pet("Rex")).getId();
    Visit visit = new Visit("checkup");
    counter.reset();
    sessionFactory.inTransaction(
        session -> {
          Pet pet = new Pet();
          pet.setId(rex);
          visit.setPet(pet);
          session.persist(visit);
        });
    assertEquals(List.of("insert into ar_visit"), statements());
    sessionFactory.inSession(
        session ->
            assertEquals("Rex", session.find(Visit.class, visit.getId()).getPet().getName()));
  }

  @Test
  void referenceToAnUnknownIdFailsAsAForeignKeyViolation() {
    counter.reset();
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      Pet unknown = new Pet();
                      unknown.setId(PetId.generate());
                      Visit visit = new Visit("unknown pet");
                      visit.setPet(unknown);
                      session.persist(visit);
                    }));
    assertNotNull(causeOfType(thrown, ConstraintViolationException.class), () -> describe(thrown));
    assertNull(causeOfType(thrown, TransientObjectException.class), () -> describe(thrown));
    // The failed insert is not counted (the counter records what the driver accepted): no SELECT.
    assertEquals(List.of(), statements());
  }

  @Test
  void persistOfAnEntityWhoseIdIsSetFailsNamingTheAttributeAndTheFixes() {
    PetId preset = PetId.generate();
    counter.reset();
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      Pet pet = new Pet("preset");
                      pet.setId(preset);
                      session.persist(pet);
                    }));
    assertNotNull(causeOfType(thrown, PersistentObjectException.class), () -> describe(thrown));
    assertMessage(
        thrown,
        "[ObjectIdKey] Pet.id is " + preset.toHexString() + " on an entity passed to persist",
        "leave the id null",
        "@GeneratedObjectId(allowAssigned = true)",
        "call merge instead");
    assertEquals(List.of(), statements());
  }

  @Test
  void persistOfAVersionedEntityWhoseIdIsSetIsRefusedNotReplaced() {
    // A null @Version makes an entity new whatever its id. Hibernate 7 refuses a set generated id
    // beside it (PropertyValueException: "Detached entity with generated id ... has an
    // uninitialized version value"); where it lets the entity through, the generator, which is
    // not shown the id, reads it and refuses it rather than generate another.
    BookingId preset = BookingId.generate();
    counter.reset();
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      Booking booking = new Booking("12");
                      booking.setId(preset);
                      session.persist(booking);
                    }));
    assertMessage(thrown, preset.toHexString());
    assertEquals(List.of(), statements());

    // merge, which Spring Data's save calls for it, is refused the same way.
    RuntimeException merged =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      Booking booking = new Booking("12");
                      booking.setId(preset);
                      session.merge(booking);
                    }));
    assertMessage(merged, preset.toHexString());
    assertEquals(List.of(), statements());
  }

  @Test
  void statelessInsertOfAnEntityWhoseIdIsSetIsRefusedNotReplaced() {
    PetId preset = PetId.generate();
    Pet pet = new Pet("stateless");
    pet.setId(preset);
    counter.reset();
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () -> sessionFactory.inStatelessTransaction(session -> session.insert(pet)));
    assertNotNull(causeOfType(thrown, IdentifierGenerationException.class), () -> describe(thrown));
    assertMessage(
        thrown,
        "[ObjectIdKey] Pet.id was set to " + preset.toHexString() + " before persist",
        "@GeneratedObjectId(allowAssigned = true)");
    assertEquals(preset, pet.getId());
    assertEquals(List.of(), statements());
  }

  @Test
  void mergeOfAnEntityWhoseIdIsSetAndUnknownFailsAsStale() {
    // What Spring Data's save does with such an entity: merge reads the row, finds none, and
    // Hibernate reports a detached entity whose row is gone, as for a database key.
    PetId preset = PetId.generate();
    counter.reset();
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      Pet pet = new Pet("merged");
                      pet.setId(preset);
                      session.merge(pet);
                    }));
    assertNotNull(causeOfType(thrown, StaleObjectStateException.class), () -> describe(thrown));
    assertTrue(
        statements().stream().allMatch("select from ar_pet"::equals),
        () -> statements().toString());
  }

  @Test
  void getReferenceIsInsertedWithoutSelectingTheReferencedRow() {
    PetId rex = persist(new Pet("Rex")).getId();
    ParcelId box = persist(new Parcel(ParcelId.generate(), "box")).getId();
    Visit visit = new Visit("by getReference");
    counter.reset();
    sessionFactory.inTransaction(
        session -> {
          visit.setPet(session.getReference(Pet.class, rex));
          visit.setParcel(session.getReference(Parcel.class, box));
          session.persist(visit);
        });
    assertEquals(List.of("insert into ar_visit"), statements());
  }

  // ~~~ allowAssigned = true: a set id may be new
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void allowAssignedPersistOfAnAssignedIdIsOneInsertWithoutSelect() {
    ParcelId assigned = ParcelId.generate();
    counter.reset();
    sessionFactory.inTransaction(session -> session.persist(new Parcel(assigned, "assigned")));
    assertEquals(List.of("insert into ar_parcel"), statements());
    sessionFactory.inSession(
        session -> assertEquals("assigned", session.find(Parcel.class, assigned).getLabel()));
  }

  @Test
  void allowAssignedMergeOfANewEntitySelectsItFirst() {
    // Spring Data's save of such an entity without a @Version: merge reads before it inserts.
    ParcelId assigned = ParcelId.generate();
    counter.reset();
    sessionFactory.inTransaction(session -> session.merge(new Parcel(assigned, "merged")));
    assertEquals(List.of("select from ar_parcel", "insert into ar_parcel"), statements());
  }

  @Test
  void allowAssignedWithAVersionPersistsAndMergesANewEntityWithOneInsert() {
    // The recipe: a null wrapper @Version says "new" before the id is looked at, to Hibernate
    // and to Spring Data alike, so neither persist nor merge reads first.
    InvoiceId persisted = InvoiceId.generate();
    InvoiceId merged = InvoiceId.generate();
    Invoice invoice = new Invoice(persisted, "Ada");
    counter.reset();
    sessionFactory.inTransaction(session -> session.persist(invoice));
    assertEquals(List.of("insert into ar_invoice"), statements());
    assertEquals(0L, invoice.getVersion());
    counter.reset();
    sessionFactory.inTransaction(session -> session.merge(new Invoice(merged, "Grace")));
    assertEquals(List.of("insert into ar_invoice"), statements());
    sessionFactory.inSession(
        session -> {
          assertEquals("Ada", session.find(Invoice.class, persisted).getCustomer());
          assertEquals("Grace", session.find(Invoice.class, merged).getCustomer());
        });
  }

  @Test
  void allowAssignedReferenceByIdSelectsTheReferencedRowFirst() {
    // The trade-off of allowAssigned: Hibernate cannot tell from the id whether a reference is
    // new, so it reads the row; an unknown id is then an unsaved transient instance.
    ParcelId box = persist(new Parcel(ParcelId.generate(), "box")).getId();
    Visit visit = new Visit("parcel by id");
    counter.reset();
    sessionFactory.inTransaction(
        session -> {
          visit.setParcel(new Parcel(box, null));
          session.persist(visit);
        });
    assertEquals(List.of("select from ar_parcel", "insert into ar_visit"), statements());

    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      Visit unknown = new Visit("unknown parcel");
                      unknown.setParcel(new Parcel(ParcelId.generate(), null));
                      session.persist(unknown);
                    }));
    assertNotNull(causeOfType(thrown, TransientObjectException.class), () -> describe(thrown));
  }

  // ~~~ Support
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  private <T> T persist(T entity) {
    sessionFactory.inTransaction((Consumer<Session>) session -> session.persist(entity));
    return entity;
  }

  /**
   * The statements sent since the last reset, each as its verb and table ({@code insert into
   * ar_visit}, {@code select from ar_pet}), batched or alone.
   */
  private List<String> statements() {
    return counter.sql().stream().map(AssignedIdsAndReferencesSuite::verbAndTable).toList();
  }

  private static String verbAndTable(String sql) {
    String[] words = sql.strip().split("\\s+");
    if (words[0].equals("select")) {
      for (int i = 1; i < words.length - 1; i++) {
        if (words[i].equals("from")) {
          return "select from " + words[i + 1];
        }
      }
    }
    return words.length > 2 ? words[0] + " " + words[1] + " " + words[2] : sql;
  }
}
