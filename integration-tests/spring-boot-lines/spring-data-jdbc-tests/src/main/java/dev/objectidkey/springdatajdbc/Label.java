package dev.objectidkey.springdatajdbc;

import dev.objectidkey.ObjectIdKey;
import java.util.Objects;
import org.springframework.data.annotation.Id;

/**
 * A label on a {@link Parcel}: a mutable child entity whose equality includes its typed id, so
 * that setting the id changes its hash code while it is in a set.
 */
@ObjectIdKey
public class Label {

  @Id private LabelId id;
  private String caption;

  /** For Spring Data. */
  Label() {}

  /**
   * A new label, without an id.
   *
   * @param caption what it says
   */
  public Label(String caption) {
    this.caption = caption;
  }

  /**
   * The id.
   *
   * @return the id, {@code null} until the shipment is saved
   */
  public LabelId getId() {
    return id;
  }

  /**
   * Sets the id.
   *
   * @param id the id
   */
  public void setId(LabelId id) {
    this.id = id;
  }

  /**
   * What it says.
   *
   * @return the caption
   */
  public String getCaption() {
    return caption;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Label label
        && Objects.equals(id, label.id)
        && Objects.equals(caption, label.caption);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, caption);
  }
}
