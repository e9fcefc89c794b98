package dev.objectidkey.migration.uuid;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDateTime;
import java.util.UUID;

/** A customer of the migrated schema: its old key is {@code legacy_id}, null for new rows. */
@ObjectIdKey
@Entity
@Table(name = "customer")
public class Customer {

  @Id @GeneratedObjectId private CustomerId id;

  @Column(name = "legacy_id", insertable = false, updatable = false)
  private UUID legacyId;

  @Column(nullable = false, length = 100)
  private String name;

  @Column(name = "created_at", nullable = false)
  private LocalDateTime createdAt;

  protected Customer() {}

  public Customer(String name, LocalDateTime createdAt) {
    this.name = name;
    this.createdAt = createdAt;
  }

  public CustomerId getId() {
    return id;
  }

  public UUID getLegacyId() {
    return legacyId;
  }

  public String getName() {
    return name;
  }

  public LocalDateTime getCreatedAt() {
    return createdAt;
  }
}
