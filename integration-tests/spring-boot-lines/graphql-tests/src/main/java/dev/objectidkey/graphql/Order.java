package dev.objectidkey.graphql;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** An order of one customer: two id types in one GraphQL object. */
@ObjectIdKey
@Entity
@Table(name = "gql_order")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  @ManyToOne(optional = false)
  private Customer customer;

  private String item;

  /** For JPA. */
  protected Order() {}

  /**
   * A new order, not yet saved.
   *
   * @param customer who ordered
   * @param item what was ordered
   */
  public Order(Customer customer, String item) {
    this.customer = customer;
    this.item = item;
  }

  /**
   * The id, null until the order is saved; the schema's {@code Order.id: ID!}.
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

  /**
   * When the order was created: the second in its id, in ISO-8601.
   *
   * @return the creation time
   */
  public String getCreatedAt() {
    return id.getTimestamp().toString();
  }
}
