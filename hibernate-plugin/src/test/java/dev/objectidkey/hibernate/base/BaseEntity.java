package dev.objectidkey.hibernate.base;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * The base class that ported code bases have: the id, typed by each entity.
 *
 * @param <ID> the entity's id class
 */
@MappedSuperclass
public abstract class BaseEntity<ID extends AbstractObjectId> {

  @Id @GeneratedObjectId private ID id;

  public ID getId() {
    return id;
  }

  public void setId(ID id) {
    this.id = id;
  }

  public boolean isNew() {
    return id == null;
  }
}
