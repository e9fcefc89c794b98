package dev.objectidkey.sample.domain;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** One product and quantity of an {@link Order}. */
@ObjectIdKey
@Entity
@Table(name = "order_lines")
public class OrderLine {

  @Id @GeneratedObjectId private OrderLineId id;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "order_id", nullable = false)
  private Order order;

  @Column(nullable = false)
  private String product;

  @Column(nullable = false)
  private int quantity;

  /** For Hibernate. */
  protected OrderLine() {}

  OrderLine(Order order, String product, int quantity) {
    this.order = order;
    this.product = product;
    this.quantity = quantity;
  }

  public OrderLineId getId() {
    return id;
  }

  public String getProduct() {
    return product;
  }

  public int getQuantity() {
    return quantity;
  }
}
