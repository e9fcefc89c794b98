package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.util.Arrays;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.annotations.UuidGenerator;

/** The four primary-key strategies compared, each with its entity and table. */
enum KeyStrategy {
  OBJECT_ID("typed ObjectId (ours)", ObjectIdOrder::new),
  IDENTITY("IDENTITY bigint", IdentityOrder::new),
  SEQUENCE("SEQUENCE bigint, pooled 50", SequenceOrder::new),
  UUID_V7("UUID v7", UuidV7Order::new);

  final String label;
  final Supplier<? extends OrderRow> newRow;
  final Class<?> entity;
  final String table;

  KeyStrategy(String label, Supplier<? extends OrderRow> newRow) {
    this.label = label;
    this.newRow = newRow;
    this.entity = newRow.get().getClass();
    this.table = entity.getAnnotation(Table.class).name();
  }

  static Class<?>[] entities() {
    return Arrays.stream(values()).map(s -> s.entity).toArray(Class<?>[]::new);
  }

  /** Our strategy: a typed 12-byte ObjectId, generated in memory before the insert. */
  @Entity
  @Table(
      name = "bench_objectid",
      indexes = @Index(name = "bench_objectid_customer", columnList = "customer"))
  public static class ObjectIdOrder extends OrderRow {
    @Id @GeneratedObjectId private BenchOrderId id;
  }

  /**
   * A bigint from the database's identity column. Hibernate must read each generated key back, so
   * it cannot batch these inserts: that cost is part of the strategy.
   */
  @Entity
  @Table(
      name = "bench_identity",
      indexes = @Index(name = "bench_identity_customer", columnList = "customer"))
  public static class IdentityOrder extends OrderRow {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
  }

  /** A bigint from a database sequence, pooled: one {@code nextval} per 50 rows. */
  @Entity
  @Table(
      name = "bench_sequence",
      indexes = @Index(name = "bench_sequence_customer", columnList = "customer"))
  public static class SequenceOrder extends OrderRow {
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_sequence_seq")
    @SequenceGenerator(
        name = "bench_sequence_seq",
        sequenceName = "bench_sequence_seq",
        allocationSize = 50)
    private Long id;
  }

  /** A time-ordered UUID (version 7), generated in memory before the insert. */
  @Entity
  @Table(
      name = "bench_uuid7",
      indexes = @Index(name = "bench_uuid7_customer", columnList = "customer"))
  public static class UuidV7Order extends OrderRow {
    @Id
    @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
    private UUID id;
  }
}
