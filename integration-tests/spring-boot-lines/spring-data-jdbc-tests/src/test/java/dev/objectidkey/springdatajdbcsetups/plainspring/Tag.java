package dev.objectidkey.springdatajdbcsetups.plainspring;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.relational.core.mapping.Table;

/** A tag: its id comes from a generic base class. Its table is {@code tag}. */
@ObjectIdKey
@Table
public class Tag extends BaseAggregate<TagId> {

  private String label;

  /**
   * The label.
   *
   * @return the label
   */
  public String getLabel() {
    return label;
  }

  /**
   * Sets the label.
   *
   * @param label the label
   */
  public void setLabel(String label) {
    this.label = label;
  }
}
