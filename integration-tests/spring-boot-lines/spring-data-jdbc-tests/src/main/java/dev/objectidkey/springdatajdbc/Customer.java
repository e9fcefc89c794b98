package dev.objectidkey.springdatajdbc;

import dev.objectidkey.ObjectIdKey;
import java.time.Instant;
import org.springframework.data.annotation.CreatedDate;
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
  @CreatedDate private Instant createdAt;

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
   * When the customer was first saved, set by Spring Data's auditing, which must see a new
   * customer: the id callback runs after it.
   *
   * @return the time of the first save
   */
  public Instant getCreatedAt() {
    return createdAt;
  }

  /**
   * Sets the creation time.
   *
   * @param createdAt the time
   */
  public void setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
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
