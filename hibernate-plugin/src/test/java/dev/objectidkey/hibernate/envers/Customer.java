package dev.objectidkey.hibernate.envers;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.envers.Audited;

/** An audited entity with a generated typed id, the target of {@link Order#getCustomer()}. */
@ObjectIdKey
@Audited
@Entity
@Table(name = "ev_customer")
public class Customer {

  @Id @GeneratedObjectId private CustomerId id;

  private String name;

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

  public void setName(String name) {
    this.name = name;
  }
}
