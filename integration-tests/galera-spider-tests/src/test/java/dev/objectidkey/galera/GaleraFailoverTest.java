package dev.objectidkey.galera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Three writers on the MariaDB driver's fail-over URL ({@code jdbc:mariadb:sequential//}), each
 * preferring another node; node 3 is killed with SIGKILL in the middle of the writes, and rejoins
 * afterwards from its recovered position.
 */
class GaleraFailoverTest {

  static final int PER_WRITER = 250;
  static final int KILLED = 3;

  private static Writers writers;
  private static int acknowledgedAtKill;
  private static String rejoin;

  @BeforeAll
  static void killANodeMidWrite() throws InterruptedException {
    Engines.galera();
    Hibernate.sessionFactory(Engines.galeraUrl(1), "create", Author.class, Book.class).close();
    writers =
        new Writers(
            IntStream.rangeClosed(1, Engines.GALERA_NODES)
                .mapToObj(Engines::galeraFailoverUrl)
                .toList(),
            PER_WRITER,
            10);
    long deadline = System.nanoTime() + 120_000_000_000L;
    while (writers.acknowledgedCount() < PER_WRITER && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    acknowledgedAtKill = writers.acknowledgedCount();
    Engines.runOrFail("galera-kill", Integer.toString(KILLED));
    writers.await(240);
    rejoin = Engines.runOrFail("galera-rejoin", Integer.toString(KILLED));
  }

  static String causalUrl(int node) {
    return GaleraMultiPrimaryTest.causalUrl(node);
  }

  @Test
  void writersCarryOnThroughTheOtherNodes() {
    assertTrue(
        acknowledgedAtKill >= PER_WRITER && acknowledgedAtKill < 3 * PER_WRITER,
        "the node was killed after " + acknowledgedAtKill + " of " + 3 * PER_WRITER + " commits");
    assertEquals(3 * PER_WRITER, writers.authorIds().size());
  }

  @Test
  void noAcknowledgedCommitIsLost() {
    Set<String> authors =
        new HashSet<>(Engines.strings(causalUrl(1), "select lower(hex(id)) from galera_author"));
    Set<String> books =
        new HashSet<>(Engines.strings(causalUrl(1), "select lower(hex(id)) from galera_book"));
    List<String> lostAuthors =
        writers.authorIds().stream().filter(a -> !authors.contains(a)).toList();
    List<String> lostBooks = writers.bookIds().stream().filter(b -> !books.contains(b)).toList();
    assertEquals(List.of(), lostAuthors);
    assertEquals(List.of(), lostBooks);
  }

  @Test
  void theKilledNodeRejoinsByIncrementalStateTransfer() {
    assertTrue(rejoin.contains("recovered position"), rejoin);
    assertTrue(rejoin.contains("node " + KILLED + " Synced, rejoined by IST"), rejoin);
    assertEquals(
        3, Engines.number(Engines.galeraUrl(1), "show global status like 'wsrep_cluster_size'"));
  }

  @Test
  void countsAgreeOnEveryNodeAfterTheRejoin() {
    long authors = Engines.number(causalUrl(1), "select count(*) from galera_author");
    long books = Engines.number(causalUrl(1), "select count(*) from galera_book");
    assertTrue(authors >= 3 * PER_WRITER, authors + " authors");
    for (int n = 2; n <= Engines.GALERA_NODES; n++) {
      assertEquals(authors, Engines.number(causalUrl(n), "select count(*) from galera_author"));
      assertEquals(books, Engines.number(causalUrl(n), "select count(*) from galera_book"));
    }
  }

  @Test
  void theKilledNodeHasTheRowsWrittenWhileItWasDown() {
    Set<String> onKilled =
        new HashSet<>(
            Engines.strings(causalUrl(KILLED), "select lower(hex(id)) from galera_author"));
    List<String> missing = writers.authorIds().stream().filter(a -> !onKilled.contains(a)).toList();
    assertEquals(List.of(), missing);
  }
}
