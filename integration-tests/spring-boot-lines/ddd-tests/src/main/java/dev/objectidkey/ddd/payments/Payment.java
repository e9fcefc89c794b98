package dev.objectidkey.ddd.payments;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.ddd.orders.Order;
import dev.objectidkey.ddd.orders.OrderId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import org.jmolecules.ddd.types.AggregateRoot;
import org.jmolecules.ddd.types.Association;

/** The payment of an order: an aggregate of the payments module, referring to the order by id. */
@ObjectIdKey
@Entity
@Table(name = "ddd_payment")
public class Payment implements AggregateRoot<Payment, PaymentId> {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private PaymentId id;

  @Version private Long version;

  @Column(name = "order_id")
  private Association<Order, OrderId> order;

  private long amount;

  /** For JPA and Jackson. */
  protected Payment() {}

  /**
   * A new payment with a new id.
   *
   * @param order what is paid
   * @param amount how much, in cents
   */
  public Payment(Association<Order, OrderId> order, long amount) {
    this.id = PaymentId.generate();
    this.order = order;
    this.amount = amount;
  }

  @Override
  public PaymentId getId() {
    return id;
  }

  /**
   * What is paid.
   *
   * @return the order, by id
   */
  public Association<Order, OrderId> getOrder() {
    return order;
  }

  /**
   * How much, in cents.
   *
   * @return the amount
   */
  public long getAmount() {
    return amount;
  }
}
