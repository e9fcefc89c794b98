package dev.objectidkey.quarkus.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A customer, keyed by a {@link CustomerId} that Hibernate generates on persist. */
@ObjectIdKey
@Entity
@Table(name = "qk_customer")
public class Customer {

  @Id @GeneratedObjectId private CustomerId id;

  private String name;

  /** For JPA. */
  protected Customer() {}

  /**
   * A new customer, not yet persisted.
   *
   * @param name the customer's name
   */
  public Customer(String name) {
    this.name = name;
  }

  /**
   * The id, null until the customer is persisted.
   *
   * @return the id
   */
  public CustomerId getId() {
    return id;
  }

  /**
   * The customer's name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }
}
