package dev.objectidkey.metamodel;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** An order, with a generated typed id and a foreign key to a customer. */
@ObjectIdKey
@Entity
@Table(name = "mm_order")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  @ManyToOne private Customer customer;

  private String label;

  /** For JPA. */
  protected Order() {}

  /**
   * A new order.
   *
   * @param customer who placed it
   * @param label what it is
   */
  public Order(Customer customer, String label) {
    this.customer = customer;
    this.label = label;
  }

  /** @return the id, null until persisted */
  public OrderId getId() {
    return id;
  }

  /** @return the label */
  public String getLabel() {
    return label;
  }
}
