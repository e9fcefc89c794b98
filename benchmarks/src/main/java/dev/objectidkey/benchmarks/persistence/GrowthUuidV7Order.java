package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.UuidGenerator;

/** {@link GrowthBenchmark}'s time-ordered UUID (version 7), generated in memory. */
@Entity
@Table(name = "bench_growth_uuid7")
public class GrowthUuidV7Order extends OrderRow {

  @Id
  @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
  private UUID id;
}
