package dev.objectidkey.quarkus.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/**
 * An order of one {@link Customer}: its id is an {@link OrderId}, its foreign key column holds a
 * {@link CustomerId}, and both are {@code BINARY(12)} ({@code bytea} on PostgreSQL).
 */
@ObjectIdKey
@Entity
@Table(name = "qk_order")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  private Customer customer;

  private String item;

  /** For JPA. */
  protected Order() {}

  /**
   * A new order, not yet persisted.
   *
   * @param customer who ordered
   * @param item what was ordered
   */
  public Order(Customer customer, String item) {
    this.customer = customer;
    this.item = item;
  }

  /**
   * The id, null until the order is persisted.
   *
   * @return the id
   */
  public OrderId getId() {
    return id;
  }

  /**
   * Who ordered.
   *
   * @return the customer
   */
  public Customer getCustomer() {
    return customer;
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
