package dev.objectidkey.sample.domain;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An order of one customer. There is no creation-time column: the creation second is in the
 * {@link OrderId}, so sorting by id is sorting by creation.
 */
@ObjectIdKey
@Entity
@Table(name = "orders") // ORDER is a reserved word in SQL
public class Order {

  @Id
  @GeneratedObjectId(allowAssigned = true) // import-mongo keeps each MongoDB _id
  private OrderId id;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "customer_id", nullable = false)
  private Customer customer;

  @OneToMany(mappedBy = "order", cascade = CascadeType.ALL, orphanRemoval = true)
  @OrderBy("id")
  private List<OrderLine> lines = new ArrayList<>();

  /** For Hibernate. */
  protected Order() {}

  /**
   * A new, empty order, whose id is assigned when it is persisted.
   *
   * @param customer who places the order
   */
  public Order(Customer customer) {
    this.customer = customer;
  }

  /**
   * An empty order with an id made elsewhere, such as a MongoDB {@code _id}, which it keeps: the
   * id's timestamp is when the order was created there.
   *
   * @param id the id to keep
   * @param customer who placed the order
   */
  public Order(OrderId id, Customer customer) {
    this.id = id;
    this.customer = customer;
  }

  /**
   * Adds a line to this order.
   *
   * @param product what is ordered
   * @param quantity how many, at least 1
   */
  public void addLine(String product, int quantity) {
    lines.add(new OrderLine(this, product, quantity));
  }

  /**
   * Returns the id, which also tells when the order was created.
   *
   * @return the id, or null before the order is persisted
   */
  public OrderId getId() {
    return id;
  }

  /**
   * Returns the customer who placed the order.
   *
   * @return the customer
   */
  public Customer getCustomer() {
    return customer;
  }

  /**
   * Returns the lines, in the order they were added.
   *
   * @return an unmodifiable view of the lines
   */
  public List<OrderLine> getLines() {
    return Collections.unmodifiableList(lines);
  }
}
