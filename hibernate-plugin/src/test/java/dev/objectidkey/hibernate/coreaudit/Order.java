package dev.objectidkey.hibernate.coreaudit;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hibernate.annotations.Audited;

/** An entity audited by Hibernate 7.4's core, with a generated typed id and a typed foreign key. */
@ObjectIdKey
@Audited
@Entity(name = "CoreOrder")
@Table(name = "ca_order")
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
