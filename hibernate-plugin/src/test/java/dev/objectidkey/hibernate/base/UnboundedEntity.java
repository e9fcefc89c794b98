package dev.objectidkey.hibernate.base;

import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * A base class whose id type variable has no bound: Hibernate types the base class's own attribute
 * {@code Object}, and each entity's copy with the entity's id class.
 *
 * @param <ID> the entity's id class
 */
@MappedSuperclass
public abstract class UnboundedEntity<ID> {

  @Id @GeneratedObjectId private ID id;

  public ID getId() {
    return id;
  }
}
