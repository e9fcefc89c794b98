package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/** {@link GrowthBenchmark}'s bigint from a database sequence, pooled: one nextval per 50 rows. */
@Entity
@Table(name = "bench_growth_sequence")
public class GrowthSequenceOrder extends OrderRow {

  @Id
  @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_growth_sequence_seq")
  @SequenceGenerator(
      name = "bench_growth_sequence_seq",
      sequenceName = "bench_growth_sequence_seq",
      allocationSize = 50)
  private Long id;
}
