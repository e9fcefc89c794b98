package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.stateless.Note;
import dev.objectidkey.hibernate.stateless.NoteId;
import dev.objectidkey.hibernate.stateless.Tag;
import dev.objectidkey.hibernate.stateless.TagId;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code StatelessSession} with {@code @GeneratedObjectId}: insert, get, update, upsert and delete
 * by typed id, and an assigned id that the generator keeps when the entity allows it (HHH-19320:
 * Hibernate once withheld the assigned value from the generator; HHH-18139: an insert with a null
 * assignable id threw). A preset id on an entity that does not allow it is refused, in {@link
 * AssignedIdsAndReferencesSuite}. Its tables start with {@code sl_}.
 */
abstract class StatelessSessionSuite extends SessionFactorySuite {

  @Override
  protected Class<?>[] model() {
    return new Class<?>[] {Note.class, Tag.class};
  }

  @Test
  void insertGeneratesTheIdAndGetReadsTheRowByIt() {
    Note note = new Note("stateless insert");
    counter.reset();
    sessionFactory.inStatelessTransaction(session -> session.insert(note));
    assertNotNull(note.getId());
    assertEquals(List.of("insert"), verbs());
    Note read =
        sessionFactory.fromStatelessSession(session -> session.get(Note.class, note.getId()));
    assertEquals(note.getId(), read.getId());
    assertEquals("stateless insert", read.getText());
    assertNull(sessionFactory.fromStatelessSession(s -> s.get(Note.class, NoteId.generate())));
  }

  @Test
  void updateAndDeleteFindTheRowByItsTypedId() {
    Note note = new Note("before");
    sessionFactory.inStatelessTransaction(session -> session.insert(note));
    note.setText("after");
    sessionFactory.inStatelessTransaction(session -> session.update(note));
    assertEquals(
        "after",
        sessionFactory.fromStatelessSession(s -> s.get(Note.class, note.getId())).getText());
    sessionFactory.inStatelessTransaction(session -> session.delete(note));
    assertNull(sessionFactory.fromStatelessSession(s -> s.get(Note.class, note.getId())));
  }

  @Test
  void upsertUpdatesAnExistingRowAndInsertsANewOneByTypedId() {
    Note existing = new Note("inserted");
    sessionFactory.inStatelessTransaction(session -> session.insert(existing));
    existing.setText("upserted");
    Note fresh = new Note("upserted new");
    NoteId freshId = NoteId.generate();
    fresh.setId(freshId);
    counter.reset();
    sessionFactory.inStatelessTransaction(
        session -> {
          session.upsert(existing);
          session.upsert(fresh);
        });
    // upsert never calls the generator: it writes the id it is given. Its statements differ by
    // line and database (a merge, batched or not, or an update then an insert on MariaDB with
    // 6.6), and none reads first.
    assertEquals(freshId, fresh.getId());
    assertTrue(
        counter.sql().stream().noneMatch(sql -> sql.startsWith("select")),
        () -> String.join("\n", counter.sql()));
    sessionFactory.inStatelessSession(
        session -> {
          assertEquals("upserted", session.get(Note.class, existing.getId()).getText());
          assertEquals("upserted new", session.get(Note.class, freshId).getText());
        });
  }

  @Test
  void anAssignedIdIsKeptByTheGeneratorWhenTheEntityAllowsIt() {
    // HHH-19320's case: the generator is passed the assigned value and keeps it.
    TagId assigned = TagId.generate();
    Tag tag = new Tag(assigned, "assigned");
    counter.reset();
    sessionFactory.inStatelessTransaction(session -> session.insert(tag));
    assertEquals(assigned, tag.getId());
    assertEquals(List.of("insert"), verbs());
    assertEquals(
        "assigned",
        sessionFactory.fromStatelessSession(s -> s.get(Tag.class, assigned)).getLabel());
    // And through a stateful session, the same generator keeps it too.
    TagId persisted = TagId.generate();
    sessionFactory.inTransaction(session -> session.persist(new Tag(persisted, "persisted")));
    assertEquals(
        "persisted",
        sessionFactory.fromStatelessSession(s -> s.get(Tag.class, persisted)).getLabel());
  }

  @Test
  void aNullAssignableIdIsGenerated() {
    // HHH-18139's case: a null id on an entity that allows assigned ids gets a generated one.
    Tag tag = new Tag(null, "generated");
    sessionFactory.inStatelessTransaction(session -> session.insert(tag));
    assertNotNull(tag.getId());
    assertEquals(
        "generated",
        sessionFactory.fromStatelessSession(s -> s.get(Tag.class, tag.getId())).getLabel());
  }

  @Test
  void upsertOfAnAssignedIdInsertsThenUpdatesTheSameRow() {
    TagId assigned = TagId.generate();
    Tag tag = new Tag(assigned, "first");
    sessionFactory.inStatelessTransaction(session -> session.upsert(tag));
    tag.setLabel("second");
    sessionFactory.inStatelessTransaction(session -> session.upsert(tag));
    assertEquals(assigned, tag.getId());
    assertEquals(
        List.of("second"),
        sessionFactory.fromStatelessSession(
            s ->
                s.createSelectionQuery("select t.label from Tag t where t.id = :id", String.class)
                    .setParameter("id", assigned)
                    .getResultList()));
  }

  private List<String> verbs() {
    return counter.sql().stream().map(sql -> sql.split(" ")[0]).toList();
  }
}
