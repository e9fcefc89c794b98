package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.columnType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.features.Course;
import dev.objectidkey.hibernate.features.CourseId;
import dev.objectidkey.hibernate.features.Draft;
import dev.objectidkey.hibernate.features.DraftId;
import dev.objectidkey.hibernate.features.Enrollment;
import dev.objectidkey.hibernate.features.Seat;
import dev.objectidkey.hibernate.features.SeatKey;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Typed ids in the rest of Hibernate: a {@code @NaturalId} beside a typed id, {@code @SoftDelete}
 * (Hibernate 6.4 and later, so on every supported line), and {@code @IdClass} and {@code
 * EmbeddedId} composite keys that contain a typed id: persisted, found and queried. Its tables
 * start with {@code hf_}.
 */
abstract class HibernateFeaturesSuite extends SessionFactorySuite {

  @Override
  protected Class<?>[] model() {
    return new Class<?>[] {Course.class, Draft.class, Enrollment.class, Seat.class};
  }

  // ~~~ @NaturalId
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void aNaturalIdLoadsTheEntityWithItsTypedId() {
    Course course = persist(new Course("NAT-101", "Natural ids"));
    sessionFactory.inSession(
        session -> {
          Course loaded = session.bySimpleNaturalId(Course.class).load("NAT-101");
          assertEquals(course.getId(), loaded.getId());
          assertEquals("Natural ids", loaded.getTitle());
          assertEquals(
              course.getId(),
              session.byNaturalId(Course.class).using("code", "NAT-101").load().getId());
          assertNull(session.bySimpleNaturalId(Course.class).load("NAT-404"));
        });
    // Resolved once per session: the second lookup of the same natural id reads no row.
    sessionFactory.inSession(
        session -> {
          session.bySimpleNaturalId(Course.class).load("NAT-101");
          counter.reset();
          assertEquals(
              course.getId(), session.bySimpleNaturalId(Course.class).load("NAT-101").getId());
          assertEquals(List.of(), counter.sql());
        });
  }

  // ~~~ @SoftDelete
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void aSoftDeletedEntityIsGoneByTypedIdButItsRowStays() {
    Draft kept = persist(new Draft("kept"));
    Draft removed = persist(new Draft("removed"));
    sessionFactory.inTransaction(
        session -> session.remove(session.find(Draft.class, removed.getId())));
    sessionFactory.inSession(
        session -> {
          assertNull(session.find(Draft.class, removed.getId()));
          assertEquals("kept", session.find(Draft.class, kept.getId()).getText());
          assertEquals(
              List.of(kept.getId()),
              session
                  .createSelectionQuery(
                      "select d.id from Draft d where d.id in :ids", DraftId.class)
                  .setParameterList("ids", List.of(kept.getId(), removed.getId()))
                  .getResultList());
        });
    assertEquals(List.of(true), deletedFlags(removed.getId()));
    assertEquals(List.of(false), deletedFlags(kept.getId()));
  }

  // ~~~ Composite keys
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void anIdClassKeyWithATypedIdIsPersistedFoundAndQueried() {
    CourseId course = persist(new Course("IDC-101", "IdClass")).getId();
    CourseId other = persist(new Course("IDC-102", "Other")).getId();
    sessionFactory.inTransaction(
        session -> {
          session.persist(new Enrollment(course, "ada", 90));
          session.persist(new Enrollment(course, "bob", 80));
          session.persist(new Enrollment(other, "ada", 70));
        });
    sessionFactory.inSession(
        session -> {
          assertEquals(
              90, session.find(Enrollment.class, new Enrollment.Key(course, "ada")).getGrade());
          assertEquals(
              70, session.find(Enrollment.class, new Enrollment.Key(other, "ada")).getGrade());
          assertNull(
              session.find(Enrollment.class, new Enrollment.Key(CourseId.generate(), "ada")));
          assertEquals(
              List.of("ada", "bob"),
              session
                  .createSelectionQuery(
                      "select e.student from Enrollment e where e.course = :course"
                          + " order by e.student",
                      String.class)
                  .setParameter("course", course)
                  .getResultList());
          assertEquals(
              List.of(course, other),
              session
                  .createSelectionQuery(
                      "select e.course from Enrollment e where e.student = 'ada'"
                          + " order by e.grade desc",
                      CourseId.class)
                  .getResultList());
        });
    assertTypedIdColumn("hf_enrollment", "course_id");
  }

  @Test
  void anEmbeddedIdWithATypedIdIsPersistedFoundAndQueried() {
    CourseId course = persist(new Course("EMB-101", "EmbeddedId")).getId();
    sessionFactory.inTransaction(
        session -> {
          session.persist(new Seat(new SeatKey(course, 1), "ada"));
          session.persist(new Seat(new SeatKey(course, 2), "bob"));
        });
    sessionFactory.inSession(
        session -> {
          Seat seat = session.find(Seat.class, new SeatKey(course, 2));
          assertEquals("bob", seat.getHolder());
          assertEquals(course, seat.getKey().getCourse());
          assertNull(session.find(Seat.class, new SeatKey(CourseId.generate(), 1)));
          assertEquals(
              List.of("ada", "bob"),
              session
                  .createSelectionQuery(
                      "select s.holder from Seat s where s.key.course = :course"
                          + " order by s.key.number",
                      String.class)
                  .setParameter("course", course)
                  .getResultList());
          assertEquals(
              List.of(new SeatKey(course, 1)),
              session
                  .createSelectionQuery(
                      "select s.key from Seat s where s.key = :key", SeatKey.class)
                  .setParameter("key", new SeatKey(course, 1))
                  .getResultList());
        });
    assertTypedIdColumn("hf_seat", "course_id");
  }

  // ~~~ Support
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  private <T> T persist(T entity) {
    sessionFactory.inTransaction(session -> session.persist(entity));
    return entity;
  }

  /** The {@code deleted} column of the draft rows with this id, read past Hibernate. */
  private List<Boolean> deletedFlags(DraftId id) {
    List<Boolean> flags = new ArrayList<>();
    sessionFactory.inSession(
        session ->
            session.doWork(
                connection -> {
                  try (PreparedStatement select =
                      connection.prepareStatement("select deleted from hf_draft where id = ?")) {
                    select.setBytes(1, id.toByteArray());
                    try (ResultSet rows = select.executeQuery()) {
                      while (rows.next()) {
                        flags.add(rows.getBoolean(1));
                      }
                    }
                  }
                }));
    return flags;
  }

  /** A typed id inside a composite key gets the 12-byte column of every typed id. */
  private void assertTypedIdColumn(String table, String column) {
    sessionFactory.inSession(
        session ->
            session.doWork(
                connection -> {
                  String type = columnType(connection.getMetaData(), table, column);
                  assertTrue(
                      Set.of("bytea", "binary(12)", "varbinary(12)").contains(type),
                      table + "." + column + ": " + type);
                }));
  }
}
