package dev.objectidkey.hibernate.coreaudit;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.Audited;

/** An entity audited by Hibernate 7.4's core, with a generated typed id. */
@ObjectIdKey
@Audited
@Entity(name = "CoreCustomer")
@Table(name = "ca_customer")
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
}
