package dev.objectidkey.ddd.customers;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import org.jmolecules.ddd.types.AggregateRoot;

/** A customer: an aggregate of its own, which orders refer to by its id. */
@ObjectIdKey
@Entity
@Table(name = "ddd_customer")
public class Customer implements AggregateRoot<Customer, CustomerId> {

  // Assigned in the constructor, as aggregates get their identity; a null one (a customer that
  // Spring Data REST made from a request body) is generated on insert.
  @Id
  @GeneratedObjectId(allowAssigned = true)
  private CustomerId id;

  // Null until the first insert, which makes Spring Data's save a persist: one INSERT.
  @Version private Long version;

  private String name;

  /** For JPA and Jackson. */
  protected Customer() {}

  /**
   * A new customer with a new id.
   *
   * @param name the customer's name
   */
  public Customer(String name) {
    this.id = CustomerId.generate();
    this.name = name;
  }

  @Override
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
