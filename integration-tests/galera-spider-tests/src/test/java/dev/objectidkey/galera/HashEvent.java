package dev.objectidkey.galera;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An event stored through the Spider head in {@code spider_hash} ({@link Spider} creates the table). */
@ObjectIdKey
@Entity
@Table(name = "spider_hash")
public class HashEvent {

  @Id @GeneratedObjectId private HashEventId id;

  @Column(nullable = false, length = 64)
  private String payload;

  protected HashEvent() {}

  public HashEvent(String payload) {
    this.payload = payload;
  }

  public HashEventId getId() {
    return id;
  }

  public String getPayload() {
    return payload;
  }
}
