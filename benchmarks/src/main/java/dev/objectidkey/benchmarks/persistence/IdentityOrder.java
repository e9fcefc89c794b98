package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.Table;

/**
 * A bigint from the database's identity column. Hibernate must read each generated key back, so it
 * cannot batch these inserts: that cost is part of the strategy.
 */
@Entity
@Table(
    name = "bench_identity",
    indexes = @Index(name = "bench_identity_customer", columnList = "customer"))
public class IdentityOrder extends OrderRow {

  @Id
  @GeneratedValue(strategy = GenerationType.IDENTITY)
  private Long id;
}
