package dev.objectidkey.galera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Why the guide says to hash-partition by {@code KEY(id)} into an odd number of shards: the ids of
 * one process differ only in their last bytes, and MariaDB's {@code KEY} hash of such ids can
 * split them very unevenly over a power-of-two count, depending on the process's random value.
 * Each generator here is one process's, fixed so that the split is reproducible.
 */
class SpiderPartitionCountTest {

  private static final int ROWS = 300;
  private static final Instant SECOND = Instant.parse("2025-12-05T18:40:00Z");

  @BeforeAll
  static void createTables() {
    Engines.spider();
    Spider.create("spider_key2", "partition by key(id)", List.of("partition p1", "partition p2"));
    Spider.create(
        "spider_key3",
        "partition by key(id)",
        List.of("partition p1", "partition p2", "partition p3"));
  }

  @Test
  void twoShardsCanGetNineTenthsOfOneProcessOnOneShard() {
    insert("spider_key2", process(0x0a0b0c0d0eL));
    List<Long> rows = Spider.rowsPerShard("spider_key2");
    assertEquals(ROWS, rows.get(0) + rows.get(1), rows::toString);
    assertTrue(Math.max(rows.get(0), rows.get(1)) >= ROWS * 9 / 10, rows::toString);
  }

  @Test
  void twoShardsSplitAnotherProcessEvenly() {
    insert("spider_key2", process(0x0102030405L));
    assertEquals(List.of(150L, 150L, 0L), Spider.rowsPerShard("spider_key2"));
  }

  @Test
  void threeShardsSplitBothProcessesEvenly() {
    for (long random : new long[] {0x0a0b0c0d0eL, 0x0102030405L}) {
      insert("spider_key3", process(random));
      List<Long> rows = Spider.rowsPerShard("spider_key3");
      for (long shard : rows) {
        // An even split is 100 per shard.
        assertTrue(shard >= 80 && shard <= 120, () -> "rows per shard " + rows);
      }
    }
  }

  /** The generator of a process with {@code random} as its random value, writing in one second. */
  private static ObjectIdGenerator process(long random) {
    return ObjectIdGenerator.builder().clock(() -> SECOND).randomValue(random).counter(0).build();
  }

  /** Replaces the rows of {@code table} with {@link #ROWS} events whose ids {@code process} makes. */
  private static void insert(String table, ObjectIdGenerator process) {
    Engines.execute(Engines.spiderUrl(0), "truncate table " + table);
    try (Connection head = Engines.connect(Engines.spiderUrl(0));
        PreparedStatement insert =
            head.prepareStatement("insert into " + table + " (id, payload) values (?, 'event')")) {
      for (int i = 0; i < ROWS; i++) {
        insert.setBytes(1, process.call(HashEventId::generate).toByteArray());
        insert.addBatch();
      }
      insert.executeBatch();
    } catch (SQLException e) {
      throw new AssertionError(e);
    }
  }
}
