package dev.objectidkey.springdatajdbcsetups.plainspring;

import dev.objectidkey.AbstractObjectId;
import org.springframework.data.annotation.Id;

/**
 * A base class whose id type is a type variable, which each aggregate resolves to its own id
 * class: Spring Data resolves {@code ID} for {@code Tag}, so the callback generates a {@code TagId}.
 *
 * @param <ID> the aggregate's id class
 */
public abstract class BaseAggregate<ID extends AbstractObjectId> {

  @Id private ID id;

  /**
   * The id.
   *
   * @return the id, or {@code null} before the first save
   */
  public ID getId() {
    return id;
  }

  /**
   * Sets the id.
   *
   * @param id the id
   */
  public void setId(ID id) {
    this.id = id;
  }
}
