package dev.objectidkey.micronaut;

import dev.objectidkey.ObjectIdKey;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/**
 * A customer, whose id is assigned when it is made: Micronaut Data JDBC's {@code save} inserts an
 * entity whatever its id.
 */
@ObjectIdKey
@MappedEntity("mn_customer")
public class Customer {

  @Id private CustomerId id;

  private String name;

  /** For Micronaut Data. */
  public Customer() {}

  /**
   * A new customer with a new id.
   *
   * @param name the customer's name
   */
  public Customer(String name) {
    this.id = CustomerId.generate();
    this.name = name;
  }

  /**
   * The id.
   *
   * @return the id
   */
  public CustomerId getId() {
    return id;
  }

  /**
   * For Micronaut Data.
   *
   * @param id the id
   */
  public void setId(CustomerId id) {
    this.id = id;
  }

  /**
   * The customer's name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }

  /**
   * For Micronaut Data.
   *
   * @param name the name
   */
  public void setName(String name) {
    this.name = name;
  }
}
