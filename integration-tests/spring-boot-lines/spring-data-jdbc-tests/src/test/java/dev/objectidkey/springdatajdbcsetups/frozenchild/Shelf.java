package dev.objectidkey.springdatajdbcsetups.frozenchild;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.annotation.Id;

/** A child entity of {@link Rack} whose typed id is final, with no wither and no constructor. */
@ObjectIdKey
public class Shelf {
  @Id private final ShelfId id = null;
  private final String label;

  /**
   * A new one.
   *
   * @param label the label
   */
  public Shelf(String label) {
    this.label = label;
  }

  /**
   * The id.
   *
   * @return the id
   */
  public ShelfId getId() {
    return id;
  }

  /**
   * The label.
   *
   * @return the label
   */
  public String getLabel() {
    return label;
  }
}
