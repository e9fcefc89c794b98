package dev.objectidkey.springtests.shop.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.objectidkey.springtests.shop.OrderId;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The tables come from a hand-written {@code seed/schema-<platform>.sql} with {@code BINARY(12)}
 * or {@code bytea} ids, Hibernate creates nothing, and {@code seed/renumber-<platform>.sql}
 * turns the bigint ids of two legacy tables into ObjectIds with one formula per database.
 */
@SpringBootTest(
    properties = {
      // An application would say validate; none keeps these tests independent of entities that
      // other tests add to the shop.
      "spring.jpa.hibernate.ddl-auto=none",
      "spring.sql.init.mode=always",
      "spring.sql.init.schema-locations=classpath:seed/schema-${spring.sql.init.platform}.sql",
      "spring.sql.init.data-locations=classpath:seed/data-${spring.sql.init.platform}.sql,"
          + "classpath:seed/renumber-${spring.sql.init.platform}.sql"
    })
abstract class SchemaSqlSeedSuite extends SeededOrdersSuite {

  /** The second that renumber-*.sql writes in bytes 0-3 of every renumbered id. */
  private static final Instant RENUMBERED_AT = Instant.parse("2020-01-01T00:00:00Z");

  /** The old ids, in number order: legacy_orders' and the one the script writes inline (3). */
  private static final long[] OLD_IDS = {
    1, 2, 3, 9, 10, 255, 256, 65536, 2147483648L, 9007199254740993L, Long.MAX_VALUE
  };

  /** The renumbering formula in Java: the second, then the old id as 8 big-endian bytes. */
  private static OrderId renumbered(long oldId) {
    return OrderId.fromBytes(
        ByteBuffer.allocate(12)
            .putInt((int) RENUMBERED_AT.getEpochSecond())
            .putLong(oldId)
            .array());
  }

  @Test
  void aRenumberedOrderIsFoundByTheSecondAndItsOldIdBigEndian() {
    for (long oldId : OLD_IDS) {
      OrderId id = renumbered(oldId);
      assertEquals(
          "legacy " + oldId,
          orders.findById(id).orElseThrow(() -> new AssertionError("no order " + id)).getItem());
      assertEquals(RENUMBERED_AT, id.getTimestamp());
    }
  }

  @Test
  void orderByTheNewIdIsOrderByTheOldId() {
    assertEquals(
        jdbc.queryForList("select item from legacy_orders order by id", String.class),
        jdbc.queryForList(
            "select item from orders where item in (select item from legacy_orders) order by id",
            String.class));
  }

  @Test
  void foreignKeysRenumberedWithTheSameFormulaJoinTheSameRows() {
    List<String> before =
        jdbc.queryForList(
            "select concat(o.item, ': ', l.product) from legacy_order_line l"
                + " join legacy_orders o on o.id = l.order_id order by l.id",
            String.class);
    List<String> after =
        jdbc.queryForList(
            "select concat(o.item, ': ', l.product) from order_line l"
                + " join orders o on o.id = l.order_id order by l.id",
            String.class);
    assertEquals(6, before.size(), before.toString());
    assertEquals(before, after);
  }

  @Override
  List<String> itemsInIdOrder() {
    // Renumbered at 2020-01-01, so before the seed of 2024.
    List<String> items = new ArrayList<>();
    LongStream.of(OLD_IDS).forEach(oldId -> items.add("legacy " + oldId));
    items.addAll(super.itemsInIdOrder());
    return items;
  }
}
