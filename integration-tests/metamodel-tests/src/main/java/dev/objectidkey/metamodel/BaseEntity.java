package dev.objectidkey.metamodel;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * A generic base class with the id, as ported code bases have it (docs/base-classes.md).
 *
 * @param <ID> the entity's id class
 */
@MappedSuperclass
public abstract class BaseEntity<ID extends AbstractObjectId> {

  @Id @GeneratedObjectId private ID id;

  /** @return the id, null until persisted */
  public ID getId() {
    return id;
  }
}
