package dev.objectidkey.springtests.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * An order whose id is generated at insert time. Its id is null until then, so Spring Data's
 * {@code save} sees a new entity and persists it without the SELECT that an assigned id costs.
 */
@ObjectIdKey
@Entity
@Table(name = "orders")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  private String item;

  /** For JPA. */
  protected Order() {}

  /**
   * A new order, not yet saved.
   *
   * @param item what was ordered
   */
  public Order(String item) {
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
   * What was ordered.
   *
   * @return the item
   */
  public String getItem() {
    return item;
  }
}
