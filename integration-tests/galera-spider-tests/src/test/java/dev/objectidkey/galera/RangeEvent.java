package dev.objectidkey.galera;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An event stored through the Spider head in {@code spider_range} ({@link Spider} creates the table). */
@ObjectIdKey
@Entity
@Table(name = "spider_range")
public class RangeEvent {

  @Id @GeneratedObjectId private RangeEventId id;

  @Column(nullable = false, length = 64)
  private String payload;

  protected RangeEvent() {}

  public RangeEvent(String payload) {
    this.payload = payload;
  }

  public RangeEventId getId() {
    return id;
  }

  public String getPayload() {
    return payload;
  }
}
