package dev.objectidkey.ddd.orders;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.ddd.customers.Customer;
import dev.objectidkey.ddd.customers.CustomerId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmolecules.ddd.types.AggregateRoot;
import org.jmolecules.ddd.types.Association;
import org.springframework.data.domain.AbstractAggregateRoot;

/**
 * An order of a customer: the aggregate root of its line items. The customer is another aggregate,
 * referred to by its id only ({@code Association}), stored as that id's 12 bytes with no mapping
 * here. Completing the order publishes {@link OrderCompleted}.
 */
@ObjectIdKey
@Entity
@Table(name = "ddd_order")
public class Order extends AbstractAggregateRoot<Order> implements AggregateRoot<Order, OrderId> {

  /** Where an order is in its life. */
  public enum Status {
    /** Line items can be added. */
    OPEN,
    /** Waiting for its payment. */
    COMPLETED
  }

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private OrderId id;

  @Version private Long version;

  private Association<Customer, CustomerId> customer;

  @OneToMany(cascade = CascadeType.ALL, orphanRemoval = true)
  @JoinColumn(name = "order_id", nullable = false)
  @OrderColumn(name = "position")
  private List<LineItem> lineItems = new ArrayList<>();

  @Enumerated(EnumType.STRING)
  private Status status = Status.OPEN;

  /** For JPA and Jackson. */
  protected Order() {}

  /**
   * A new, open order with a new id.
   *
   * @param customer who orders
   */
  public Order(Association<Customer, CustomerId> customer) {
    this.id = OrderId.generate();
    this.customer = customer;
  }

  @Override
  public OrderId getId() {
    return id;
  }

  /**
   * Who ordered.
   *
   * @return the customer, by id
   */
  public Association<Customer, CustomerId> getCustomer() {
    return customer;
  }

  /**
   * What is ordered, in the order it was added.
   *
   * @return the line items
   */
  public List<LineItem> getLineItems() {
    return Collections.unmodifiableList(lineItems);
  }

  /**
   * Where the order is in its life.
   *
   * @return the status
   */
  public Status getStatus() {
    return status;
  }

  /**
   * Adds a line.
   *
   * @param product what
   * @param quantity how many
   * @param unitPrice the price of one, in cents
   * @return this order
   */
  public Order add(String product, int quantity, long unitPrice) {
    if (status != Status.OPEN) {
      throw new IllegalStateException("Order " + id + " is " + status + ", not OPEN");
    }
    lineItems.add(new LineItem(product, quantity, unitPrice));
    return this;
  }

  /**
   * The sum of the lines, in cents.
   *
   * @return the total
   */
  public long getTotal() {
    return lineItems.stream().mapToLong(LineItem::total).sum();
  }

  /**
   * Completes the order and registers {@link OrderCompleted}, which Spring Data publishes when the
   * order is saved.
   *
   * @return this order
   */
  public Order complete() {
    if (status != Status.OPEN) {
      throw new IllegalStateException("Order " + id + " is " + status + ", not OPEN");
    }
    status = Status.COMPLETED;
    registerEvent(new OrderCompleted(id, customer.getId(), getTotal()));
    return this;
  }
}
