package dev.objectidkey.galera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The same entities on a Spider table partitioned by range on the id (one shard per period of
 * time) and on one partitioned by a hash of the id ({@code PARTITION BY KEY(id)}, 3 partitions),
 * written and read with Hibernate through the head.
 */
class SpiderShardsTest {

  static final int ROWS = 300;

  private static final Instant NOW = Instant.now();
  private static SessionFactory sessionFactory;
  private static final List<RangeEventId> rangeIds = new ArrayList<>();
  private static final List<HashEventId> hashIds = new ArrayList<>();

  @BeforeAll
  static void writeThroughTheHead() {
    Engines.spider();
    // Shard 1 holds ids older than an hour, shard 2 the hour around now, shard 3 the future.
    Spider.create(
        "spider_range",
        "partition by range columns(id)",
        List.of(
            "partition p1 values less than (x'"
                + RangeEventId.minFor(NOW.minus(Duration.ofHours(1))).toHexString()
                + "')",
            "partition p2 values less than (x'"
                + RangeEventId.minFor(NOW.plus(Duration.ofHours(1))).toHexString()
                + "')",
            "partition p3 values less than (maxvalue)"));
    Spider.create(
        "spider_hash",
        "partition by key(id)",
        List.of("partition p1", "partition p2", "partition p3"));
    Engines.execute(
        Engines.spiderUrl(0),
        "create trigger spider_range_count_deletes before delete on spider_range"
            + " for each row begin end",
        "create trigger spider_hash_count_deletes before delete on spider_hash"
            + " for each row begin end");
    sessionFactory =
        Hibernate.sessionFactory(Engines.spiderUrl(0), "none", RangeEvent.class, HashEvent.class);
    for (int batch = 0; batch < ROWS / 50; batch++) {
      sessionFactory.inTransaction(
          session -> {
            for (int i = 0; i < 50; i++) {
              RangeEvent range = new RangeEvent("range " + i);
              session.persist(range);
              rangeIds.add(range.getId());
              HashEvent hash = new HashEvent("hash " + i);
              session.persist(hash);
              hashIds.add(hash.getId());
            }
          });
    }
  }

  @AfterAll
  static void close() {
    if (sessionFactory != null) {
      sessionFactory.close();
    }
  }

  @Test
  void rangeLayoutPutsEveryNewRowOnOneShard() {
    assertEquals(List.of(0L, (long) ROWS, 0L), Spider.rowsPerShard("spider_range"));
  }

  @Test
  void hashLayoutSpreadsNewRowsOverEveryShard() {
    List<Long> rows = Spider.rowsPerShard("spider_hash");
    assertEquals(ROWS, rows.stream().mapToLong(Long::longValue).sum());
    for (long shard : rows) {
      // 100 each when even; 3 partitions of random 12-byte keys stay within a few percent.
      assertTrue(shard >= ROWS / 4 && shard <= ROWS * 5 / 12, "rows per shard " + rows);
    }
  }

  @Test
  void findTouchesOneShardInBothLayouts() {
    RangeEventId range = rangeIds.get(ROWS / 2);
    HashEventId hash = hashIds.get(ROWS / 2);
    assertEquals(
        "p2",
        Spider.partitionsTouched(
            "select * from spider_range where id = x'" + range.toHexString() + "'"));
    String hashPartition =
        Spider.partitionsTouched(
            "select * from spider_hash where id = x'" + hash.toHexString() + "'");
    assertTrue(hashPartition.matches("p[123]"), hashPartition);
    sessionFactory.inSession(
        session -> {
          assertEquals("range 0", session.find(RangeEvent.class, rangeIds.get(0)).getPayload());
          assertEquals("hash 0", session.find(HashEvent.class, hashIds.get(0)).getPayload());
        });
  }

  @Test
  void betweenOnTheRangeLayoutTouchesOnlyTheShardOfThatTime() {
    String min = RangeEventId.minFor(NOW.minus(Duration.ofMinutes(10))).toHexString();
    String max = RangeEventId.maxFor(NOW.plus(Duration.ofMinutes(10))).toHexString();
    assertEquals(
        "p2",
        Spider.partitionsTouched(
            "select * from spider_range where id between x'" + min + "' and x'" + max + "'"));
    long found =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select count(e) from RangeEvent e where e.id between :min and :max",
                        Long.class)
                    .setParameter("min", RangeEventId.minFor(NOW.minus(Duration.ofMinutes(10))))
                    .setParameter("max", RangeEventId.maxFor(NOW.plus(Duration.ofMinutes(10))))
                    .getSingleResult());
    assertEquals(ROWS, found);
  }

  @Test
  void betweenOnTheHashLayoutTouchesEveryShard() {
    String min = HashEventId.minFor(NOW.minus(Duration.ofMinutes(10))).toHexString();
    String max = HashEventId.maxFor(NOW.plus(Duration.ofMinutes(10))).toHexString();
    assertEquals(
        "p1,p2,p3",
        Spider.partitionsTouched(
            "select * from spider_hash where id between x'" + min + "' and x'" + max + "'"));
    long found =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select count(e) from HashEvent e where e.id between :min and :max",
                        Long.class)
                    .setParameter("min", HashEventId.minFor(NOW.minus(Duration.ofMinutes(10))))
                    .setParameter("max", HashEventId.maxFor(NOW.plus(Duration.ofMinutes(10))))
                    .getSingleResult());
    assertEquals(ROWS, found);
  }

  @Test
  void orderByIdThroughTheHeadMergesTheShards() {
    List<HashEventId> expected = hashIds.stream().sorted(HashEventId.comparator()).toList();
    List<HashEventId> ids =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select e.id from HashEvent e order by e.id", HashEventId.class)
                    .getResultList());
    assertEquals(expected, ids);
  }
}
