package dev.objectidkey.galera;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An event stored through the Spider head in {@code spider_delete} ({@link Spider} creates the table). */
@ObjectIdKey
@Entity
@Table(name = "spider_delete")
public class DeleteEvent {

  @Id @GeneratedObjectId private DeleteEventId id;

  @Column(nullable = false, length = 64)
  private String payload;

  protected DeleteEvent() {}

  public DeleteEvent(String payload) {
    this.payload = payload;
  }

  public DeleteEventId getId() {
    return id;
  }

  public String getPayload() {
    return payload;
  }
}
