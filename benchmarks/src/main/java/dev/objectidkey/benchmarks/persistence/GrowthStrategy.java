package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.benchmarks.Charts;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.awt.Color;
import java.util.Arrays;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.annotations.UuidGenerator;

/**
 * The key strategies of {@link GrowthBenchmark}: their own tables, without {@link KeyStrategy}'s
 * secondary index, and never the same tables, since each benchmark create-drops the ones it maps.
 */
enum GrowthStrategy {
  OBJECT_ID("objectid", "typed ObjectId (ours)", Charts.BLUE, GrowthObjectIdOrder::new),
  SEQUENCE("sequence", "SEQUENCE bigint, pooled 50", Charts.GREY, GrowthSequenceOrder::new),
  UUID_V7("uuid7", "UUID v7", Charts.GREEN, GrowthUuidV7Order::new),
  UUID_V4("uuid4", "UUID v4 (random)", Charts.RED, GrowthUuidV4Order::new);

  /** The name in the CSV file and in {@code --strategies}. */
  final String key;

  final String label;

  /** Its line's colour in {@link GrowthChart}. */
  final Color color;

  final Supplier<? extends OrderRow> newRow;
  final String table;

  GrowthStrategy(String key, String label, Color color, Supplier<? extends OrderRow> newRow) {
    this.key = key;
    this.label = label;
    this.color = color;
    this.newRow = newRow;
    this.table = newRow.get().getClass().getAnnotation(Table.class).name();
  }

  static Class<?>[] entities() {
    return Arrays.stream(values()).map(s -> s.newRow.get().getClass()).toArray(Class<?>[]::new);
  }

  static GrowthStrategy byKey(String key) {
    for (GrowthStrategy strategy : values()) {
      if (strategy.key.equals(key)) {
        return strategy;
      }
    }
    throw new IllegalArgumentException(
        "Unknown strategy \"" + key + "\": expected objectid, sequence, uuid7 or uuid4");
  }

  @Entity
  @Table(name = "bench_growth_objectid")
  public static class GrowthObjectIdOrder extends OrderRow {
    @Id @GeneratedObjectId private BenchOrderId id;
  }

  @Entity
  @Table(name = "bench_growth_sequence")
  public static class GrowthSequenceOrder extends OrderRow {
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_growth_sequence_seq")
    @SequenceGenerator(
        name = "bench_growth_sequence_seq",
        sequenceName = "bench_growth_sequence_seq",
        allocationSize = 50)
    private Long id;
  }

  @Entity
  @Table(name = "bench_growth_uuid7")
  public static class GrowthUuidV7Order extends OrderRow {
    @Id
    @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
    private UUID id;
  }

  /** Every insert lands at a random place in the index: slow once it outgrows the cache. */
  @Entity
  @Table(name = "bench_growth_uuid4")
  public static class GrowthUuidV4Order extends OrderRow {
    @Id
    @UuidGenerator(style = UuidGenerator.Style.RANDOM)
    private UUID id;
  }
}
