package dev.objectidkey.hibernate.features;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.SoftDelete;

/** A soft-deleted entity: {@code remove} sets its {@code deleted} column, found by typed id. */
@ObjectIdKey
@Entity
@Table(name = "hf_draft")
@SoftDelete
public class Draft {

  @Id @GeneratedObjectId private DraftId id;

  private String text;

  protected Draft() {}

  public Draft(String text) {
    this.text = text;
  }

  public DraftId getId() {
    return id;
  }

  public String getText() {
    return text;
  }
}
