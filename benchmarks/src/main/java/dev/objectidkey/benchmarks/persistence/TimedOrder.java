package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.Table;

/**
 * An order with a {@code created_at} column and a secondary index on it: what a schema has when it
 * does not trust the key to say when a row was made. {@link CreatedBetweenBenchmark} reads one hour
 * of these by the id range and by the {@code created_at} index.
 */
@Entity
@Table(
    name = "bench_between_timed",
    indexes = @Index(name = "bench_between_timed_created_at", columnList = "created_at"))
public class TimedOrder extends OrderRow {

  @Id private BenchOrderId id;

  /** Read by the fetch queries, so that Hibernate builds every entity it returns. */
  BenchOrderId id() {
    return id;
  }
}
