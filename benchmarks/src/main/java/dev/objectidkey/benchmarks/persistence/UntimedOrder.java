package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * {@link TimedOrder} without {@code created_at} and its index: the schema that answers "created
 * between" from the key alone. Its size, set against {@link TimedOrder}'s, is what the column and
 * its index cost.
 */
@Entity
@Table(name = "bench_between_untimed")
public class UntimedOrder {

  @Id private BenchOrderId id;

  @Column(name = "customer", length = 40, nullable = false)
  private String customer;

  @Column(name = "amount_cents", nullable = false)
  private long amountCents;

  /** Read by the fetch queries, so that Hibernate builds every entity it returns. */
  BenchOrderId id() {
    return id;
  }
}
