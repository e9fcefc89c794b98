package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;

/**
 * {@link OrderRow}'s columns plus the inserting process's number and the row's number within that
 * process, so that {@link MultiProcessBenchmark} can check each process's ids against the order in
 * which it inserted them.
 */
@MappedSuperclass
public abstract class ProcessOrderRow extends OrderRow {

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
