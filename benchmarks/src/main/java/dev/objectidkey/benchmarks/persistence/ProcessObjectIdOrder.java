package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.Table;

/** Ours, as {@link ObjectIdOrder}, in the table that many processes insert into at once. */
@Entity
@Table(
    name = "bench_procs_objectid",
    indexes = @Index(name = "bench_procs_objectid_customer", columnList = "customer"))
public class ProcessObjectIdOrder extends ProcessOrderRow {

  @Id @GeneratedObjectId private BenchOrderId id;
}
