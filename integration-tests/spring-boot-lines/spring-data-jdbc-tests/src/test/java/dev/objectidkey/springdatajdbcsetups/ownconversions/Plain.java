package dev.objectidkey.springdatajdbcsetups.ownconversions;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** A plain aggregate. */
@ObjectIdKey
@Table
public class Plain {
  @Id private PlainId id;

  /**
   * The id.
   *
   * @return the id
   */
  public PlainId getId() {
    return id;
  }

  /**
   * Sets the id.
   *
   * @param id the id
   */
  public void setId(PlainId id) {
    this.id = id;
  }
}
