package dev.objectidkey.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

/**
 * Two application nodes, A and B, each a JVM with its own SessionFactory, sharing one database and
 * Infinispan's clustered second-level cache over JGroups on 127.0.0.1. What one node writes, the
 * other reads: from the cache with no SQL where the region is replicated, from the database where
 * the region is an invalidation cache and the entry was invalidated, and never a stale or removed
 * entity. The cache key of a typed id is measured as Infinispan marshals it between the nodes.
 *
 * <p>One subclass per database; each starts its two nodes once for all its tests, which use
 * entities of their own.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 60, unit = TimeUnit.SECONDS)
abstract class ClusteredCacheSuite {

  private NodeProcess a;
  private NodeProcess b;

  /**
   * The database that both nodes use: JDBC URL, user and password, reachable from another JVM.
   */
  protected abstract List<String> database();

  /** Stops what {@link #database()} started, if anything. */
  protected void stopDatabase() {}

  @BeforeAll
  @Timeout(value = 150, unit = TimeUnit.SECONDS)
  void startTwoNodes() {
    List<String> database = database();
    String cluster = "objectidkey-" + UUID.randomUUID();
    int portA = freePort();
    int portB = freePort();
    assertNotEquals(portA, portB);
    String hosts = "127.0.0.1[" + portA + "],127.0.0.1[" + portB + "]";
    String name = getClass().getSimpleName();
    // A creates the tables, then B starts and joins A's cluster. Should anything here fail,
    // JUnit still runs stopNodes.
    a = NodeProcess.start(name + "-A", cluster, portA, hosts, args(database, "create"));
    a.awaitReady();
    b = NodeProcess.start(name + "-B", cluster, portB, hosts, args(database, "none"));
    b.awaitReady();
    awaitMembers(a);
    awaitMembers(b);
  }

  /** Stops both nodes for sure, and the database if the subclass started one. */
  @AfterAll
  void stopNodes() {
    try {
      for (NodeProcess node : new NodeProcess[] {a, b}) {
        if (node != null) {
          node.close();
          assertFalse(node.isAlive(), node + " still runs");
        }
      }
    } finally {
      stopDatabase();
    }
  }

  @Test
  void theTwoNodesFormOneClusterOverLoopback() {
    assertEquals("2", a.call("members").get("members"));
    assertEquals("2", b.call("members").get("members"));
  }

  @Test
  void eachNodeRunsTheHibernateOfTheModulesLine() {
    // The pom of each line's module names its hibernate-core; the nodes run on the test's
    // classpath.
    String line = System.getProperty("objectidkey.test.hibernate");
    assertNotNull(line, "the system property objectidkey.test.hibernate, which the pom sets");
    for (NodeProcess node : List.of(a, b)) {
      Map<String, String> versions = node.call("versions");
      assertEquals(line, versions.get("hibernate"), () -> node + ": " + versions);
      System.out.printf(
          "%s: %s on Hibernate ORM %s, Infinispan %s%n",
          getClass().getSimpleName(), node, versions.get("hibernate"), versions.get("infinispan"));
    }
  }

  @Test
  void eachNodeGeneratesIdsWithItsOwnRandomValueAndNoCoordination() {
    String a1 = a.call("add-customer a1").get("id");
    String a2 = a.call("add-customer a2").get("id");
    String b1 = b.call("add-customer b1").get("id");
    String b2 = b.call("add-customer b2").get("id");
    // Bytes 4 to 8 of an ObjectId are the random value of the process that generated it.
    assertEquals(random(a1), random(a2));
    assertEquals(random(b1), random(b2));
    assertNotEquals(random(a1), random(b1));
    assertEquals(4, Set.of(a1, a2, b1, b2).size());
  }

  // ~~~ A replicated region: Product
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void anEntityThatOneNodeWroteIsReadByTheOtherFromTheCacheWithNoSql() {
    String supplier = a.call("add-customer supplier").get("id");
    String product = a.call("add-product lamp 10 " + supplier).get("id");

    // A's insert reaches B's cache shortly after A's commit, without B reading anything.
    awaitCached(b, "product " + product);
    Map<String, String> read = b.call("product " + product);
    assertEquals("true", read.get("found"), read::toString);
    assertEquals("lamp", read.get("name"), read::toString);
    assertEquals("10", read.get("price"), read::toString);
    assertEquals(supplier, read.get("supplier"), "the typed foreign key, from the cached state");
    assertEquals(List.of("0", "1"), sqlHits(read), read::toString);
  }

  @Test
  void anUpdateOnOneNodeIsWhatTheOtherReadsNextThenFromItsCache() {
    String supplier = a.call("add-customer writer").get("id");
    String product = a.call("add-product desk 1 " + supplier).get("id");
    readUntilCached(b, "product " + product, r -> assertEquals("1", r.get("price"), r::toString));
    readUntilCached(a, "product " + product, r -> assertEquals("1", r.get("price"), r::toString));

    // Each node in turn updates the price. The other never reads the old one: the writer's
    // tombstone is on every node before its commit, so a read goes to the database until the new
    // state arrives, and then comes from the cache.
    for (int price = 2; price <= 5; price++) {
      NodeProcess writer = price % 2 == 0 ? a : b;
      NodeProcess reader = writer == a ? b : a;
      String expected = String.valueOf(price);
      writer.call("set-price " + product + " " + price);
      readUntilCached(
          reader,
          "product " + product,
          r -> assertEquals(expected, r.get("price"), () -> reader + " read " + r));
    }
  }

  @Test
  void aRemovalOnOneNodeIsNotServedFromTheCacheOnTheOther() {
    String supplier = a.call("add-customer remover").get("id");
    String product = a.call("add-product chair 5 " + supplier).get("id");
    readUntilCached(b, "product " + product, r -> assertEquals("true", r.get("found")));

    a.call("remove-product " + product);
    assertEquals("false", b.call("cached product " + product).get("cached"));
    Map<String, String> read = b.call("product " + product);
    assertEquals("false", read.get("found"), read::toString);
    assertEquals("0", read.get("hits"), read::toString);
    assertEquals("1", read.get("sql"), read::toString);
  }

  // ~~~ An invalidation region: Customer and its products
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void anInvalidationRegionKeepsEachNodesOwnEntriesAndAWriteRemovesTheOthers() {
    String customer = a.call("add-customer ada").get("id");
    assertEquals("ada", a.call("customer " + customer).get("name"));

    // An invalidation cache shares no entries: B's first read goes to the database. B caches what
    // it read, once A's write of the key is over on B too (Infinispan refuses a put from a load
    // while another node's write of the key may be in flight).
    assertEquals("false", b.call("cached customer " + customer).get("cached"));
    Map<String, String> first = b.call("customer " + customer);
    assertEquals("ada", first.get("name"));
    assertEquals(List.of("1", "0"), sqlHits(first), first::toString);
    readUntilCached(b, "customer " + customer, r -> assertEquals("ada", r.get("name")));

    // A's update invalidates the key on B before A's commit returns: B reads the new name.
    a.call("rename-customer " + customer + " grace");
    assertEquals("false", b.call("cached customer " + customer).get("cached"));
    Map<String, String> after = b.call("customer " + customer);
    assertEquals("grace", after.get("name"), after::toString);
    assertEquals(List.of("1", "0"), sqlHits(after), after::toString);
    readUntilCached(b, "customer " + customer, r -> assertEquals("grace", r.get("name")));

    // A's removal invalidates it too: B finds no customer, from the database.
    a.call("remove-customer " + customer);
    assertEquals("false", b.call("cached customer " + customer).get("cached"));
    Map<String, String> removed = b.call("customer " + customer);
    assertEquals("false", removed.get("found"), removed::toString);
    assertEquals(List.of("1", "0"), sqlHits(removed), removed::toString);
  }

  @Test
  void aProductAddedOnOneNodeEvictsTheCachedCollectionOnTheOther() {
    String customer = a.call("add-customer bob").get("id");
    a.call("add-product pen 1 " + customer);
    // B caches the collection that it reads (once A's eviction of it, at A's insert, is over on
    // B: Infinispan refuses puts of a key that is being invalidated).
    readUntilCached(b, "products " + customer, r -> assertEquals("[pen]", r.get("products")));

    a.call("add-product ink 2 " + customer);
    Map<String, String> read = b.call("products " + customer);
    assertEquals("[ink,pen]", read.get("products"), read::toString);
    assertTrue(Integer.parseInt(read.get("sql")) >= 1, read::toString);
  }

  // ~~~ The cache key
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void theCacheKeyOfATypedIdIsSmallAndReachesTheOtherNode() {
    String supplier = a.call("add-customer measured").get("id");
    String product = a.call("add-product key 1 " + supplier).get("id");
    long articleId = 4_000_000_000L + (System.nanoTime() & 0xffff);
    a.call("add-article " + articleId + " key");

    // B holds both entries, which A's inserts replicated to it, keys and all.
    readUntilCached(b, "product " + product, r -> assertEquals("true", r.get("found")));
    readUntilCached(b, "article " + articleId, r -> assertEquals("true", r.get("found")));
    Map<String, String> typed = b.call("key product " + product);
    Map<String, String> plain = b.call("key article " + articleId);
    assertEquals("true", typed.get("stored"), typed::toString);
    assertEquals("true", plain.get("stored"), plain::toString);
    assertEquals(typed.get("class"), plain.get("class"));

    int marshalled = Integer.parseInt(typed.get("marshalled"));
    int marshalledLong = Integer.parseInt(plain.get("marshalled"));
    int java = Integer.parseInt(typed.get("java"));
    int javaLong = Integer.parseInt(plain.get("java"));
    System.out.printf(
        "%s: cache key %s, marshalled by %s: typed id %d bytes (the id alone %s), Long id %d"
            + " bytes (the id alone %s); Java serialization: %d and %d bytes%n",
        getClass().getSimpleName(),
        typed.get("class"),
        typed.get("marshaller"),
        marshalled,
        typed.get("marshalledId"),
        marshalledLong,
        plain.get("marshalledId"),
        java,
        javaLong);
    // The same key class and entity names of the same length: the difference is the ids'.
    int idDifference =
        Integer.parseInt(typed.get("marshalledId")) - Integer.parseInt(plain.get("marshalledId"));
    assertEquals(idDifference, marshalled - marshalledLong, () -> typed + " / " + plain);
    // Infinispan's marshalling writes the key more compactly than Java serialization.
    assertTrue(marshalled < java, () -> typed.toString());
    assertTrue(marshalledLong < javaLong, () -> plain.toString());
  }

  // ~~~ Helpers
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  /**
   * Sends {@code command} until the node answers it from its cache alone (no SQL), checking every
   * answer; 5 s at most.
   */
  private static Map<String, String> readUntilCached(
      NodeProcess node, String command, Consumer<Map<String, String>> check) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    for (int reads = 1; ; reads++) {
      Map<String, String> read = node.call(command);
      check.accept(read);
      if (read.get("sql").equals("0")) {
        assertEquals("0", read.get("misses"), read::toString);
        return read;
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError(node + ": no cache hit after " + reads + " reads: " + read);
      }
      pause();
    }
  }

  /**
   * Waits until the node's own cache holds a readable entry of {@code entity id}, without loading
   * anything; 5 s at most.
   */
  private static void awaitCached(NodeProcess node, String entityId) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (!node.call("cached " + entityId).get("cached").equals("true")) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError(node + ": no cache entry of " + entityId + " after 5 s");
      }
      pause();
    }
  }

  private static String random(String hexId) {
    return hexId.substring(8, 18);
  }

  private static List<String> sqlHits(Map<String, String> read) {
    return List.of(read.get("sql"), read.get("hits"));
  }

  private static void pause() {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private static String[] args(List<String> database, String schemaAction) {
    return new String[] {database.get(0), database.get(1), database.get(2), schemaAction};
  }

  /** Waits until the node sees both members, 30 s at most. */
  private static void awaitMembers(NodeProcess node) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    String members;
    while (!(members = node.call("members").get("members")).equals("2")) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError(node + " sees " + members + " members after 30 s");
      }
      pause();
    }
  }

  /** A port on 127.0.0.1 that is free now, for a node's JGroups transport. */
  static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
