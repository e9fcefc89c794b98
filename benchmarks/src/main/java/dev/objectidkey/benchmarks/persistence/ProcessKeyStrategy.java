package dev.objectidkey.benchmarks.persistence;

import java.util.function.Supplier;

/**
 * The two key strategies that {@link MultiProcessBenchmark} compares, each with its entity and
 * table. Its own enum, not {@link KeyStrategy}: these tables carry the process columns of {@link
 * ProcessOrderRow}, and no other benchmark maps them.
 */
enum ProcessKeyStrategy {
  OBJECT_ID(
      "typed ObjectId (ours)",
      ProcessObjectIdOrder.class,
      ProcessObjectIdOrder::new,
      "bench_procs_objectid"),
  SEQUENCE(
      "SEQUENCE bigint, pooled 50",
      ProcessSequenceOrder.class,
      ProcessSequenceOrder::new,
      "bench_procs_sequence");

  final String label;
  final Class<? extends ProcessOrderRow> entity;
  final Supplier<? extends ProcessOrderRow> newRow;
  final String table;

  ProcessKeyStrategy(
      String label,
      Class<? extends ProcessOrderRow> entity,
      Supplier<? extends ProcessOrderRow> newRow,
      String table) {
    this.label = label;
    this.entity = entity;
    this.newRow = newRow;
    this.table = table;
  }

  static Class<?>[] entities() {
    return java.util.Arrays.stream(values()).map(s -> s.entity).toArray(Class<?>[]::new);
  }
}
