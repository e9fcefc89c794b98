package dev.objectidkey.hibernate.stateless;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity whose id the application may assign, and that is generated when it does not. */
@ObjectIdKey
@Entity
@Table(name = "sl_tag")
public class Tag {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private TagId id;

  private String label;

  protected Tag() {}

  public Tag(TagId id, String label) {
    this.id = id;
    this.label = label;
  }

  public TagId getId() {
    return id;
  }

  public String getLabel() {
    return label;
  }

  public void setLabel(String label) {
    this.label = label;
  }
}
