package dev.objectidkey.migration.uuid;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.LocalDateTime;
import java.util.UUID;

/** An order of the migrated schema, whose customer is found by the rewritten foreign key. */
@ObjectIdKey
@Entity
@Table(name = "orders")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  @Column(name = "legacy_id", insertable = false, updatable = false)
  private UUID legacyId;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "customer_id", nullable = false)
  private Customer customer;

  @Column(name = "created_at", nullable = false)
  private LocalDateTime createdAt;

  protected Order() {}

  public Order(Customer customer, LocalDateTime createdAt) {
    this.customer = customer;
    this.createdAt = createdAt;
  }

  public OrderId getId() {
    return id;
  }

  public UUID getLegacyId() {
    return legacyId;
  }

  public Customer getCustomer() {
    return customer;
  }

  public LocalDateTime getCreatedAt() {
    return createdAt;
  }
}
