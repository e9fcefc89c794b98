package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.UuidGenerator;

/**
 * {@link GrowthBenchmark}'s random UUID (version 4), generated in memory: every insert lands at a
 * random place in the primary-key index, the known case that slows down once the index no longer
 * fits in the database's cache.
 */
@Entity
@Table(name = "bench_growth_uuid4")
public class GrowthUuidV4Order extends OrderRow {

  @Id
  @UuidGenerator(style = UuidGenerator.Style.RANDOM)
  private UUID id;
}
