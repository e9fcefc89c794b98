package dev.objectidkey.hibernate.model;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;

/** The other side of {@link Order#getCustomer()}, with a renamed ObjectId column. */
@ObjectIdKey
@Entity
@Table(name = "hp_customer")
public class Customer {

  @Id @GeneratedObjectId private CustomerId id;

  private String name;

  /** {@code @Column} without a length: JPA's default of 255, which must still give 12 bytes. */
  @Column(name = "referrer")
  private CustomerId referredBy;

  @OneToMany(mappedBy = "customer")
  private List<Order> orders = new ArrayList<>();

  protected Customer() {}

  public Customer(String name) {
    this.name = name;
  }

  public CustomerId getId() {
    return id;
  }

  public String getName() {
    return name;
  }

  public CustomerId getReferredBy() {
    return referredBy;
  }

  public void setReferredBy(CustomerId referredBy) {
    this.referredBy = referredBy;
  }

  public List<Order> getOrders() {
    return orders;
  }
}
