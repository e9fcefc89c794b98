package dev.objectidkey.graphql;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A customer, whose id is generated at insert time. */
@ObjectIdKey
@Entity
@Table(name = "gql_customer")
public class Customer {

  @Id @GeneratedObjectId private CustomerId id;

  private String name;

  /** For JPA. */
  protected Customer() {}

  /**
   * A new customer, not yet saved.
   *
   * @param name the customer's name
   */
  public Customer(String name) {
    this.name = name;
  }

  /**
   * The id, null until the customer is saved; the schema's {@code Customer.id: ID!}.
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
