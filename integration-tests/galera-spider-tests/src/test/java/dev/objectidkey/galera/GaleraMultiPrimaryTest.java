package dev.objectidkey.galera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Three application processes write at the same time, each through a different Galera node, with
 * ids made in the application: no {@code auto_increment_increment} or offset is configured, and
 * nothing is coordinated.
 */
class GaleraMultiPrimaryTest {

  static final int PER_WRITER = 200;

  private static final long[] certFailuresBefore = new long[Engines.GALERA_NODES + 1];
  private static final long[] certFailuresAfter = new long[Engines.GALERA_NODES + 1];
  private static Writers writers;

  @BeforeAll
  static void writeThroughEveryNode() throws InterruptedException {
    Engines.galera();
    Hibernate.sessionFactory(Engines.galeraUrl(1), "create", Author.class, Book.class).close();
    for (int n = 1; n <= Engines.GALERA_NODES; n++) {
      certFailuresBefore[n] = certFailures(n);
    }
    writers =
        new Writers(
            IntStream.rangeClosed(1, Engines.GALERA_NODES).mapToObj(Engines::galeraUrl).toList(),
            PER_WRITER,
            0);
    writers.await(240);
    for (int n = 1; n <= Engines.GALERA_NODES; n++) {
      certFailuresAfter[n] = certFailures(n);
    }
  }

  static long certFailures(int node) {
    return Engines.number(
        Engines.galeraUrl(node), "show global status like 'wsrep_local_cert_failures'");
  }

  /** A URL whose reads wait until the node has applied every earlier write of the cluster. */
  static String causalUrl(int node) {
    return Engines.galeraUrl(node) + "?sessionVariables=wsrep_sync_wait=1";
  }

  @Test
  void everyAcknowledgedTransactionIsStoredOnce() {
    List<String> authors = writers.authorIds();
    assertEquals(3 * PER_WRITER, authors.size());
    assertEquals(authors.size(), new HashSet<>(authors).size(), "duplicate ids");
    assertEquals(
        authors.size(),
        Engines.number(causalUrl(1), "select count(distinct id) from galera_author"));
  }

  @Test
  void idsCauseNoCertificationConflict() {
    for (int n = 1; n <= Engines.GALERA_NODES; n++) {
      assertEquals(
          certFailuresBefore[n], certFailuresAfter[n], "wsrep_local_cert_failures on node " + n);
    }
    assertEquals(List.of(), writers.failures());
  }

  @Test
  void everyRowIsOnEveryNode() {
    Set<String> authors = new HashSet<>(writers.authorIds());
    Set<String> books = new HashSet<>(writers.bookIds());
    for (int n = 1; n <= Engines.GALERA_NODES; n++) {
      assertEquals(
          authors,
          new HashSet<>(Engines.strings(causalUrl(n), "select lower(hex(id)) from galera_author")),
          "authors on node " + n);
      assertEquals(
          books,
          new HashSet<>(
              Engines.strings(
                  causalUrl(n),
                  "select lower(hex(b.id)) from galera_book b"
                      + " join galera_author a on a.id = b.author_id")),
          "books with their author on node " + n);
    }
  }

  @Test
  void orderByIdIsTheSameOnEveryNodeAndMatchesTheComparator() {
    List<AuthorId> expected =
        writers.authorIds().stream().map(AuthorId::parse).sorted(AuthorId.comparator()).toList();
    for (int n = 1; n <= Engines.GALERA_NODES; n++) {
      try (SessionFactory sessionFactory =
          Hibernate.sessionFactory(causalUrl(n), "none", Author.class, Book.class)) {
        List<AuthorId> ids =
            sessionFactory.fromSession(
                session ->
                    session
                        .createSelectionQuery(
                            "select a.id from Author a order by a.id", AuthorId.class)
                        .getResultList());
        assertEquals(expected, ids, "order by id on node " + n);
      }
    }
  }

  @Test
  void betweenMinForAndMaxForIsTheSameOnEveryNode() {
    List<AuthorId> sorted =
        writers.authorIds().stream().map(AuthorId::parse).sorted(AuthorId.comparator()).toList();
    Instant from = sorted.get(sorted.size() / 3).getTimestamp();
    Instant to = sorted.get(2 * sorted.size() / 3).getTimestamp();
    List<AuthorId> expected =
        sorted.stream()
            .filter(id -> !id.getTimestamp().isBefore(from) && !id.getTimestamp().isAfter(to))
            .toList();
    assertFalse(expected.isEmpty());
    for (int n = 1; n <= Engines.GALERA_NODES; n++) {
      try (SessionFactory sessionFactory =
          Hibernate.sessionFactory(causalUrl(n), "none", Author.class, Book.class)) {
        List<AuthorId> ids =
            sessionFactory.fromSession(
                session ->
                    session
                        .createSelectionQuery(
                            "select a.id from Author a where a.id between :min and :max"
                                + " order by a.id",
                            AuthorId.class)
                        .setParameter("min", AuthorId.minFor(from))
                        .setParameter("max", AuthorId.maxFor(to))
                        .getResultList());
        assertEquals(expected, ids, "between minFor and maxFor on node " + n);
      }
    }
  }

  @Test
  void eachWriterProcessHasItsOwnRandomValue() {
    // Bytes 5 to 9 of an ObjectId are the per-process random value: what keeps two processes'
    // ids apart without coordination.
    List<String> perWriter =
        Engines.strings(
            causalUrl(2),
            "select concat(writer, '=', count(distinct substring(id, 5, 5)))"
                + " from galera_author group by writer order by writer");
    assertEquals(List.of("writer1=1", "writer2=1", "writer3=1"), perWriter);
    List<String> values =
        new ArrayList<>(
            Engines.strings(
                causalUrl(2),
                "select distinct lower(hex(substring(id, 5, 5))) from galera_author"));
    assertEquals(3, values.size(), "distinct random values: " + values);
  }
}
