package dev.objectidkey.benchmarks.persistence;

import java.util.function.Supplier;

/** The four primary-key strategies compared, each with its entity and table. */
enum KeyStrategy {
  OBJECT_ID("typed ObjectId (ours)", ObjectIdOrder.class, ObjectIdOrder::new, "bench_objectid"),
  IDENTITY("IDENTITY bigint", IdentityOrder.class, IdentityOrder::new, "bench_identity"),
  SEQUENCE("SEQUENCE bigint, pooled 50", SequenceOrder.class, SequenceOrder::new, "bench_sequence"),
  UUID_V7("UUID v7", UuidV7Order.class, UuidV7Order::new, "bench_uuid7");

  final String label;
  final Class<? extends OrderRow> entity;
  final Supplier<? extends OrderRow> newRow;
  final String table;

  KeyStrategy(
      String label,
      Class<? extends OrderRow> entity,
      Supplier<? extends OrderRow> newRow,
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
