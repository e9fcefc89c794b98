package dev.objectidkey.springtests.clinic;

import dev.objectidkey.AbstractObjectId;
import jakarta.persistence.MappedSuperclass;

/**
 * What every entity has: an id of its own id class {@code ID}.
 *
 * <p>TEMPORARY: the {@code @Id} field belongs here, declared once as {@code ID}; until the
 * Hibernate plugin maps an id typed by a type variable (branch base-classes), each entity
 * declares it.
 *
 * @param <ID> the entity's generated id class
 */
@MappedSuperclass
public abstract class BaseEntity<ID extends AbstractObjectId> {

  /**
   * The id, null until the entity is saved.
   *
   * @return the id
   */
  public abstract ID getId();

  /**
   * Sets the id; forms bind the hidden {@code id} field here.
   *
   * @param id the id, or null for a new entity
   */
  public abstract void setId(ID id);

  /**
   * Whether the entity is not saved yet.
   *
   * @return true while the id is null
   */
  public boolean isNew() {
    return getId() == null;
  }
}
