package dev.objectidkey.springtests.clinic;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/**
 * The id every entity has, declared once: each entity names its own id class as {@code ID}
 * ({@code Pet extends NamedEntity<PetId>}), which Hibernate and Spring both resolve.
 *
 * @param <ID> the entity's generated id class
 */
@MappedSuperclass
public abstract class BaseEntity<ID extends AbstractObjectId> {

  @Id @GeneratedObjectId private ID id;

  /**
   * The id, null until the entity is saved.
   *
   * @return the id
   */
  public ID getId() {
    return id;
  }

  /**
   * Sets the id; forms bind the hidden {@code id} field here.
   *
   * @param id the id, or null for a new entity
   */
  public void setId(ID id) {
    this.id = id;
  }

  /**
   * Whether the entity is not saved yet.
   *
   * @return true while the id is null
   */
  public boolean isNew() {
    return id == null;
  }
}
