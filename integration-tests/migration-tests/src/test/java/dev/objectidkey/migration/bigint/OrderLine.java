package dev.objectidkey.migration.bigint;

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

/** A line of an order of the migrated schema. */
@ObjectIdKey
@Entity
@Table(name = "order_line")
public class OrderLine {

  @Id @GeneratedObjectId private OrderLineId id;

  @Column(name = "legacy_id", insertable = false, updatable = false)
  private Long legacyId;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "order_id", nullable = false)
  private Order order;

  @Column(nullable = false, length = 100)
  private String product;

  @Column(nullable = false)
  private int quantity;

  @Column(name = "created_at", nullable = false)
  private LocalDateTime createdAt;

  protected OrderLine() {}

  public OrderLine(Order order, String product, int quantity, LocalDateTime createdAt) {
    this.order = order;
    this.product = product;
    this.quantity = quantity;
    this.createdAt = createdAt;
  }

  public OrderLineId getId() {
    return id;
  }

  public Long getLegacyId() {
    return legacyId;
  }

  public Order getOrder() {
    return order;
  }

  public LocalDateTime getCreatedAt() {
    return createdAt;
  }
}
