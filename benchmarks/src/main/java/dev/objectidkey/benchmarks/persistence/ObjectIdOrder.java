package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.Table;

/** Our strategy: a typed 12-byte ObjectId, generated in memory before the insert. */
@Entity
@Table(
    name = "bench_objectid",
    indexes = @Index(name = "bench_objectid_customer", columnList = "customer"))
public class ObjectIdOrder extends OrderRow {

  @Id @GeneratedObjectId private BenchOrderId id;
}
