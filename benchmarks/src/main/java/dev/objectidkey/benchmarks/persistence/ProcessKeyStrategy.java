package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The two key strategies that {@link MultiProcessBenchmark} compares, each with its entity and
 * table. Its own enum, not {@link KeyStrategy}: these tables carry the process columns of {@link
 * ProcessOrderRow}, and no other benchmark maps them.
 */
enum ProcessKeyStrategy {
  OBJECT_ID("typed ObjectId (ours)", ProcessObjectIdOrder::new),
  SEQUENCE("SEQUENCE bigint, pooled 50", ProcessSequenceOrder::new);

  final String label;
  final Supplier<? extends ProcessOrderRow> newRow;
  final Class<?> entity;
  final String table;

  ProcessKeyStrategy(String label, Supplier<? extends ProcessOrderRow> newRow) {
    this.label = label;
    this.newRow = newRow;
    this.entity = newRow.get().getClass();
    this.table = entity.getAnnotation(Table.class).name();
  }

  static Class<?>[] entities() {
    return Arrays.stream(values()).map(s -> s.entity).toArray(Class<?>[]::new);
  }

  /**
   * {@link OrderRow}'s columns plus the inserting process's number and the row's number within
   * that process, so that {@link MultiProcessBenchmark} can check each process's ids against the
   * order in which it inserted them.
   */
  @MappedSuperclass
  public abstract static class ProcessOrderRow extends OrderRow {

    @Column(name = "process_no", nullable = false)
    private int processNo;

    @Column(name = "process_seq", nullable = false)
    private int processSeq;

    /** Fills row {@code n} of process {@code process}: {@link OrderRow}'s values and the numbers. */
    final ProcessOrderRow fill(int process, int n, Instant base) {
      fill(n, base);
      this.processNo = process;
      this.processSeq = n;
      return this;
    }
  }

  @Entity
  @Table(
      name = "bench_procs_objectid",
      indexes = @Index(name = "bench_procs_objectid_customer", columnList = "customer"))
  public static class ProcessObjectIdOrder extends ProcessOrderRow {
    @Id @GeneratedObjectId private BenchOrderId id;
  }

  /** Each process takes blocks of 50 values with one {@code nextval} each. */
  @Entity
  @Table(
      name = "bench_procs_sequence",
      indexes = @Index(name = "bench_procs_sequence_customer", columnList = "customer"))
  public static class ProcessSequenceOrder extends ProcessOrderRow {
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_procs_sequence_seq")
    @SequenceGenerator(
        name = "bench_procs_sequence_seq",
        sequenceName = "bench_procs_sequence_seq",
        allocationSize = 50)
    private Long id;
  }
}
