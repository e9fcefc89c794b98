package dev.objectidkey.benchmarks.persistence;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.UuidGenerator;

/** A time-ordered UUID (version 7), generated in memory before the insert. */
@Entity
@Table(
    name = "bench_uuid7",
    indexes = @Index(name = "bench_uuid7_customer", columnList = "customer"))
public class UuidV7Order extends OrderRow {

  @Id
  @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
  private UUID id;
}
