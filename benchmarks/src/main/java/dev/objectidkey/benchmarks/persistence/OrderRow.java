package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;

/**
 * The columns every strategy's table shares, so that the tables differ only in their key. The
 * customer column has a secondary index in each table: on InnoDB every secondary index entry holds
 * a copy of the primary key, which is where a key's width shows.
 */
@MappedSuperclass
public abstract class OrderRow {

  @Column(name = "customer", length = 40, nullable = false)
  private String customer;

  @Column(name = "amount_cents", nullable = false)
  private long amountCents;

  @Column(name = "created_at", nullable = false)
  private Instant createdAt;

  /** Fills row {@code n}: the same values for every strategy. */
  final OrderRow fill(int n, Instant base) {
    this.customer =
        "customer-" + (n * 7919L % 10_000); // long: n * 7919 overflows int past 271,183 rows
    this.amountCents = n * 31L % 1_000_000;
    this.createdAt = base.plusMillis(n);
    return this;
  }
}
