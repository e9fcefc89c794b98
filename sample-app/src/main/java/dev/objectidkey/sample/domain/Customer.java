package dev.objectidkey.sample.domain;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A customer who places orders. Its key, {@link CustomerId}, is generated at compile time. */
@ObjectIdKey
@Entity
@Table(name = "customers")
public class Customer {

  @Id
  @GeneratedObjectId(allowAssigned = true) // import-mongo keeps each MongoDB _id
  private CustomerId id;

  @Column(nullable = false)
  private String name;

  /** For Hibernate. */
  protected Customer() {}

  /** A new customer, whose id is assigned when it is persisted. */
  public Customer(String name) {
    this.name = name;
  }

  /** A customer with an id made elsewhere, such as a MongoDB {@code _id}, which it keeps. */
  public Customer(CustomerId id, String name) {
    this.id = id;
    this.name = name;
  }

  /** The id, which also tells when the customer was created; null before it is persisted. */
  public CustomerId getId() {
    return id;
  }

  public String getName() {
    return name;
  }
}
