package dev.objectidkey.hibernate.coreaudit;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.Audited;

/**
 * The control: an entity audited by Hibernate 7.4's core with a plain {@code Long} id and no typed
 * id anywhere, to tell Hibernate's own limits from the plugin's.
 */
@Audited
@Entity(name = "CoreNote")
@Table(name = "ca_note")
public class Note {

  @Id @GeneratedValue private Long id;

  private String text;

  protected Note() {}

  public Note(String text) {
    this.text = text;
  }

  public Long getId() {
    return id;
  }

  public String getText() {
    return text;
  }
}
