package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/** A bigint from a database sequence, pooled: one {@code nextval} per 50 rows. */
@Entity
@Table(
    name = "bench_sequence",
    indexes = @Index(name = "bench_sequence_customer", columnList = "customer"))
public class SequenceOrder extends OrderRow {

  @Id
  @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_sequence_seq")
  @SequenceGenerator(
      name = "bench_sequence_seq",
      sequenceName = "bench_sequence_seq",
      allocationSize = 50)
  private Long id;
}
