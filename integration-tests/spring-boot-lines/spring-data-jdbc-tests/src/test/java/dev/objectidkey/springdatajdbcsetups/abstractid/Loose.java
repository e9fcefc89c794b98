package dev.objectidkey.springdatajdbcsetups.abstractid;

import dev.objectidkey.AbstractObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate whose id no class generates. */
@Table
public class Loose {
  @Id private AbstractObjectId id;

  /**
   * The id.
   *
   * @return the id
   */
  public AbstractObjectId getId() {
    return id;
  }

  /**
   * Sets the id.
   *
   * @param id the id
   */
  public void setId(AbstractObjectId id) {
    this.id = id;
  }
}
