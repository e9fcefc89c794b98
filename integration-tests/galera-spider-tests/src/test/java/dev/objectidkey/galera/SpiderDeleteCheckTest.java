package dev.objectidkey.galera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A {@code DELETE} through the Spider head reports 0 affected rows although it deletes them;
 * objectidkey-hibernate stops the boot on such a table, and a {@code DELETE} trigger on the head
 * makes the count right.
 */
class SpiderDeleteCheckTest {

  @BeforeEach
  void createTableWithoutTrigger() {
    Engines.spider();
    Spider.create(
        "spider_delete",
        "partition by key(id)",
        List.of("partition p1", "partition p2", "partition p3"));
  }

  @Test
  void aDeleteThroughTheHeadReportsNoRowAlthoughItDeletesIt() throws SQLException {
    String id = DeleteEventId.generate().toHexString();
    try (Connection connection = Engines.connect(Engines.spiderUrl(0));
        Statement statement = connection.createStatement()) {
      statement.executeUpdate(
          "insert into spider_delete values (x'" + id + "', 'deleted by hand')");
      int reported = statement.executeUpdate("delete from spider_delete where id = x'" + id + "'");
      assertEquals(0, reported, "MariaDB's Spider now reports the count: the check can go");
    }
    assertEquals(List.of(0L, 0L, 0L), Spider.rowsPerShard("spider_delete"));
  }

  @Test
  void bootStopsOnASpiderTableWithoutDeleteTrigger() {
    MappingException e =
        assertThrows(
            MappingException.class,
            () ->
                Hibernate.sessionFactory(Engines.spiderUrl(0), "none", DeleteEvent.class).close());
    assertEquals(
        "[ObjectIdKey] the Spider table spider_delete reports 0 affected rows for a DELETE"
            + " although it deletes the rows on its backends, so every remove would fail"
            + " Hibernate's row-count check; create a DELETE trigger on the Spider head, which"
            + " makes Spider delete row by row and report the count: CREATE TRIGGER"
            + " spider_delete_count_deletes BEFORE DELETE ON spider_delete FOR EACH ROW BEGIN END",
        e.getMessage());
  }

  @Test
  void withTheDeleteTriggerHibernateRemovesAndCountsTheRow() {
    Engines.execute(
        Engines.spiderUrl(0),
        "create trigger spider_delete_count_deletes before delete on spider_delete"
            + " for each row begin end");
    try (SessionFactory sessionFactory =
        Hibernate.sessionFactory(Engines.spiderUrl(0), "none", DeleteEvent.class)) {
      DeleteEvent event = new DeleteEvent("to remove");
      sessionFactory.inTransaction(session -> session.persist(event));
      assertEquals(1, Spider.rowsPerShard("spider_delete").stream().mapToLong(l -> l).sum());
      sessionFactory.inTransaction(
          session -> session.remove(session.find(DeleteEvent.class, event.getId())));
      assertEquals(List.of(0L, 0L, 0L), Spider.rowsPerShard("spider_delete"));
      DeleteEvent found = sessionFactory.fromSession(s -> s.find(DeleteEvent.class, event.getId()));
      assertEquals(null, found);
    }
  }
}
