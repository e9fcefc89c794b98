package dev.objectidkey.benchmarks.persistence;

import dev.objectidkey.benchmarks.BenchOrderId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * {@link GrowthBenchmark}'s table for our strategy. Like every growth table it has no secondary
 * index, so that the primary key is the only index that grows (see {@link GrowthBenchmark}).
 */
@Entity
@Table(name = "bench_growth_objectid")
public class GrowthObjectIdOrder extends OrderRow {

  @Id @GeneratedObjectId private BenchOrderId id;
}
