package dev.objectidkey.reactive;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * An event whose id may be assigned before it is persisted ({@code allowAssigned = true}), such as
 * {@code EventId.generateAt(t)} for an event that happened at {@code t}.
 */
@ObjectIdKey
@Entity
@Table(name = "reactive_event")
public class Event {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private EventId id;

  @Column(nullable = false)
  private String name;

  protected Event() {}

  public Event(EventId id, String name) {
    this.id = id;
    this.name = name;
  }

  public EventId getId() {
    return id;
  }

  public String getName() {
    return name;
  }
}
