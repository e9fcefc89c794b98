package dev.objectidkey.hibernate.base;

import dev.objectidkey.AbstractObjectId;
import jakarta.persistence.MappedSuperclass;

/**
 * A generic base class that leaves the id to each entity and only uses it.
 *
 * @param <ID> the entity's id class
 */
@MappedSuperclass
public abstract class Identified<ID extends AbstractObjectId> {

  /**
   * The entity's id.
   *
   * @return the id, or null before the first persist
   */
  public abstract ID getId();

  public boolean isNew() {
    return getId() == null;
  }
}
