package dev.objectidkey.springdatajdbc;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A customer: a mutable aggregate, whose id the callback sets through its setter. Its table is
 * {@code oik_sdj_customer} (see {@link ShopApplication#tableNames()}).
 */
@ObjectIdKey
@Table
public class Customer {

  @Id private CustomerId id;
  private String name;

  /** For Spring Data. */
  public Customer() {}

  /**
   * A new customer, without an id until it is saved.
   *
   * @param name the name
   */
  public Customer(String name) {
    this.name = name;
  }

  /**
   * The id, generated when the customer is first saved.
   *
   * @return the id, or {@code null} before the first save
   */
  public CustomerId getId() {
    return id;
  }

  /**
   * Sets the id.
   *
   * @param id the id
   */
  public void setId(CustomerId id) {
    this.id = id;
  }

  /**
   * The name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }

  /**
   * Sets the name.
   *
   * @param name the name
   */
  public void setName(String name) {
    this.name = name;
  }
}
