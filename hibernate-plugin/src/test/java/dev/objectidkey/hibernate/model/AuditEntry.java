package dev.objectidkey.hibernate.model;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An IDENTITY-keyed entity, to compare its inserts with those of ObjectId-keyed ones. */
@Entity
@Table(name = "hp_audit")
public class AuditEntry {

  @Id
  @GeneratedValue(strategy = GenerationType.IDENTITY)
  private Long id;

  private OrderId orderId;

  protected AuditEntry() {}

  public AuditEntry(OrderId orderId) {
    this.orderId = orderId;
  }

  public Long getId() {
    return id;
  }

  public OrderId getOrderId() {
    return orderId;
  }
}
