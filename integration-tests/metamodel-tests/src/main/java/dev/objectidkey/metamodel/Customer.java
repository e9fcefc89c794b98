package dev.objectidkey.metamodel;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A customer, with a generated typed id. */
@ObjectIdKey
@Entity
@Table(name = "mm_customer")
public class Customer {

  @Id @GeneratedObjectId private CustomerId id;

  /** @return the id, null until persisted */
  public CustomerId getId() {
    return id;
  }
}
