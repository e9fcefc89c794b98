package dev.objectidkey.hibernate.envers;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hibernate.envers.Audited;

/**
 * An audited entity with a generated typed id and a typed foreign key: Envers copies both into
 * {@code ev_order_AUD}.
 */
@ObjectIdKey
@Audited
@Entity
@Table(name = "ev_order")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  private String status;

  @ManyToOne private Customer customer;

  protected Order() {}

  public Order(String status, Customer customer) {
    this.status = status;
    this.customer = customer;
  }

  public OrderId getId() {
    return id;
  }

  public String getStatus() {
    return status;
  }

  public void setStatus(String status) {
    this.status = status;
  }

  public Customer getCustomer() {
    return customer;
  }

  public void setCustomer(Customer customer) {
    this.customer = customer;
  }
}
