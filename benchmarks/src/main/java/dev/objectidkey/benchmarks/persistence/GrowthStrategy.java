package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.util.Arrays;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.annotations.UuidGenerator;

/**
 * The key strategies that {@link GrowthBenchmark} compares, each with its own table. These are not
 * {@link KeyStrategy}'s entities: {@link PersistenceBenchmark}'s session factory create-drops every
 * table it maps, so the two benchmarks must never map the same table.
 */
enum GrowthStrategy {
  OBJECT_ID("objectid", "typed ObjectId (ours)", GrowthObjectIdOrder::new, "bench_growth_objectid"),
  SEQUENCE(
      "sequence", "SEQUENCE bigint, pooled 50", GrowthSequenceOrder::new, "bench_growth_sequence"),
  UUID_V7("uuid7", "UUID v7", GrowthUuidV7Order::new, "bench_growth_uuid7"),
  UUID_V4("uuid4", "UUID v4 (random)", GrowthUuidV4Order::new, "bench_growth_uuid4");

  /** The name in the CSV file and in {@code --strategies}. */
  final String key;

  final String label;
  final Supplier<? extends OrderRow> newRow;
  final String table;

  GrowthStrategy(String key, String label, Supplier<? extends OrderRow> newRow, String table) {
    this.key = key;
    this.label = label;
    this.newRow = newRow;
    this.table = table;
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

  /**
   * {@link GrowthBenchmark}'s table for our strategy. Like every growth table it has no secondary
   * index, so that the primary key is the only index that grows (see {@link GrowthBenchmark}).
   */
  @Entity
  @Table(name = "bench_growth_objectid")
  public static class GrowthObjectIdOrder extends OrderRow {
    @Id @GeneratedObjectId private BenchOrderId id;
  }

  /** {@link GrowthBenchmark}'s bigint from a database sequence, pooled: one nextval per 50 rows. */
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

  /** {@link GrowthBenchmark}'s time-ordered UUID (version 7), generated in memory. */
  @Entity
  @Table(name = "bench_growth_uuid7")
  public static class GrowthUuidV7Order extends OrderRow {
    @Id
    @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
    private UUID id;
  }

  /**
   * {@link GrowthBenchmark}'s random UUID (version 4), generated in memory: every insert lands at a
   * random place in the primary-key index, the known case that slows down once the index no longer
   * fits in the database's cache.
   */
  @Entity
  @Table(name = "bench_growth_uuid4")
  public static class GrowthUuidV4Order extends OrderRow {
    @Id
    @UuidGenerator(style = UuidGenerator.Style.RANDOM)
    private UUID id;
  }
}
