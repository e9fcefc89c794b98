package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * An order with a {@code created_at} column and a secondary index on it: what a schema has when it
 * does not trust the key to say when a row was made. {@link CreatedBetweenBenchmark} reads one hour
 * of these by the id range and by the {@code created_at} index.
 */
@Entity
@Table(
    name = "bench_between_timed",
    indexes = @Index(name = "bench_between_timed_created_at", columnList = "created_at"))
public class TimedOrder {

  @Id private BenchOrderId id;

  @Column(name = "customer", length = 40, nullable = false)
  private String customer;

  @Column(name = "amount_cents", nullable = false)
  private long amountCents;

  @Column(name = "created_at", nullable = false)
  private Instant createdAt;

  /** Read by the fetch queries, so that Hibernate builds every entity it returns. */
  BenchOrderId id() {
    return id;
  }
}
