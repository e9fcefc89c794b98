package dev.objectidkey.springdatajdbcsetups.plainspring;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.PersistenceCreator;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A note: an immutable class whose id the callback sets through its wither.
 *
 * <p>Its table is {@code note}.
 */
@ObjectIdKey
@Table
public final class Note {

  @Id private final NoteId id;
  private final String text;

  private Note(NoteId id, String text) {
    this.id = id;
    this.text = text;
  }

  /**
   * For Spring Data, which reads rows through it.
   *
   * @param id the id
   * @param text the text
   * @return the note
   */
  @PersistenceCreator
  static Note read(NoteId id, String text) {
    return new Note(id, text);
  }

  /**
   * A new note, without an id until it is saved.
   *
   * @param text the text
   * @return the note
   */
  public static Note of(String text) {
    return new Note(null, text);
  }

  /**
   * This note with another id: how the callback sets it.
   *
   * @param id the id
   * @return a copy with that id
   */
  public Note withId(NoteId id) {
    return new Note(id, text);
  }

  /**
   * The id.
   *
   * @return the id, or {@code null} before the first save
   */
  public NoteId getId() {
    return id;
  }

  /**
   * The text.
   *
   * @return the text
   */
  public String getText() {
    return text;
  }
}
