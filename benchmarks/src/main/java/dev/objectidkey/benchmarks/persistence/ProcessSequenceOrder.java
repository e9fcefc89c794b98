package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/**
 * A pooled sequence, as {@link SequenceOrder}, in the table that many processes insert into at
 * once: each process takes blocks of 50 values with one {@code nextval} each.
 */
@Entity
@Table(
    name = "bench_procs_sequence",
    indexes = @Index(name = "bench_procs_sequence_customer", columnList = "customer"))
public class ProcessSequenceOrder extends ProcessOrderRow {

  @Id
  @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_procs_sequence_seq")
  @SequenceGenerator(
      name = "bench_procs_sequence_seq",
      sequenceName = "bench_procs_sequence_seq",
      allocationSize = 50)
  private Long id;
}
