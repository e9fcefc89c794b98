package dev.objectidkey.hibernate.stateless;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity whose id is generated, the default {@code @GeneratedObjectId}. */
@ObjectIdKey
@Entity
@Table(name = "sl_note")
public class Note {

  @Id @GeneratedObjectId private NoteId id;

  private String text;

  protected Note() {}

  public Note(String text) {
    this.text = text;
  }

  public NoteId getId() {
    return id;
  }

  public void setId(NoteId id) {
    this.id = id;
  }

  public String getText() {
    return text;
  }

  public void setText(String text) {
    this.text = text;
  }
}
