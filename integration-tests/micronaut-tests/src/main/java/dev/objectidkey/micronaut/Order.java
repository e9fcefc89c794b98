package dev.objectidkey.micronaut;

import dev.objectidkey.ObjectIdKey;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.Relation;
import io.micronaut.data.annotation.event.PrePersist;

/**
 * An order of one customer, whose id is generated just before its insert, and whose customer is a
 * many-to-one relation: a typed foreign key.
 */
@ObjectIdKey
@MappedEntity("mn_order")
public class Order {

  @Id private OrderId id;

  @Relation(Relation.Kind.MANY_TO_ONE)
  private Customer customer;

  private String item;

  /** For Micronaut Data. */
  public Order() {}

  /**
   * A new order, without an id until it is saved.
   *
   * @param customer who ordered
   * @param item what was ordered
   */
  public Order(Customer customer, String item) {
    this.customer = customer;
    this.item = item;
  }

  /** Gives a new order its id before Micronaut Data inserts it; a saved id stays. */
  @PrePersist
  void generateId() {
    if (id == null) {
      id = OrderId.generate();
    }
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
   * For Micronaut Data.
   *
   * @param id the id
   */
  public void setId(OrderId id) {
    this.id = id;
  }

  /**
   * Who ordered; only the id is set unless the query joins the customer.
   *
   * @return the customer
   */
  public Customer getCustomer() {
    return customer;
  }

  /**
   * For Micronaut Data.
   *
   * @param customer the customer
   */
  public void setCustomer(Customer customer) {
    this.customer = customer;
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
   * For Micronaut Data.
   *
   * @param item the item
   */
  public void setItem(String item) {
    this.item = item;
  }
}
