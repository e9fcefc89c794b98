package dev.objectidkey.benchmarks.persistence;

import java.util.function.Supplier;

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

  static GrowthStrategy byKey(String key) {
    for (GrowthStrategy strategy : values()) {
      if (strategy.key.equals(key)) {
        return strategy;
      }
    }
    throw new IllegalArgumentException(
        "Unknown strategy \"" + key + "\": expected objectid, sequence, uuid7 or uuid4");
  }
}
