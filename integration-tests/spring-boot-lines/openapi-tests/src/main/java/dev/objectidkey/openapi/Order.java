package dev.objectidkey.openapi;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An order of one customer: its own id and its customer's, two id types in one response. */
@ObjectIdKey
@Entity
@Table(name = "orders")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  private CustomerId customerId;

  private String item;

  /** For JPA. */
  protected Order() {}

  /**
   * A new order, not yet saved.
   *
   * @param customerId who ordered
   * @param item what was ordered
   */
  public Order(CustomerId customerId, String item) {
    this.customerId = customerId;
    this.item = item;
  }

  /**
   * The id, null until the order is saved.
   *
   * @return the id
   */
  public OrderId getId() {
    return id;
  }

  /**
   * Who ordered.
   *
   * @return the customer's id
   */
  public CustomerId getCustomerId() {
    return customerId;
  }

  /**
   * What was ordered.
   *
   * @return the item
   */
  public String getItem() {
    return item;
  }
}
