package dev.objectidkey.hibernate.base;

import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;

/**
 * The base class as code ported from {@code Long} ids often has it: the type variable bound by
 * {@link Serializable}, which every id class implements.
 *
 * @param <ID> the entity's id class
 */
@MappedSuperclass
public abstract class SerializableEntity<ID extends Serializable> {

  @Id @GeneratedObjectId private ID id;

  public ID getId() {
    return id;
  }
}
