package dev.objectidkey.springtests.clinic;

import dev.objectidkey.AbstractObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;

/**
 * An entity with a name.
 *
 * @param <ID> the entity's generated id class
 */
@MappedSuperclass
public abstract class NamedEntity<ID extends AbstractObjectId> extends BaseEntity<ID> {

  @Column(nullable = false)
  private String name;

  /**
   * The name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }

  /**
   * Sets the name.
   *
   * @param name the name
   */
  public void setName(String name) {
    this.name = name;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + " " + getId() + " " + name;
  }
}
