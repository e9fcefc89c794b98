package dev.objectidkey.hibernate.base;

import dev.objectidkey.AbstractObjectId;
import jakarta.persistence.MappedSuperclass;

/**
 * The second level of generic base classes: a name, and the id of {@link BaseEntity}.
 *
 * @param <ID> the entity's id class
 */
@MappedSuperclass
public abstract class NamedEntity<ID extends AbstractObjectId> extends BaseEntity<ID> {

  private String name;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }
}
