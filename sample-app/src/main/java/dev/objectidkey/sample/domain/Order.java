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

  /** A new, empty order of {@code customer}, whose id is assigned when it is persisted. */
  public Order(Customer customer) {
    this.customer = customer;
  }

  /** An empty order with an id made elsewhere, such as a MongoDB {@code _id}, which it keeps. */
  public Order(OrderId id, Customer customer) {
    this.id = id;
    this.customer = customer;
  }

  public void addLine(String product, int quantity) {
    lines.add(new OrderLine(this, product, quantity));
  }

  /** The id, which also tells when the order was created; null before it is persisted. */
  public OrderId getId() {
    return id;
  }

  public Customer getCustomer() {
    return customer;
  }

  /** The lines, in the order they were added, unmodifiable. */
  public List<OrderLine> getLines() {
    return Collections.unmodifiableList(lines);
  }
}
