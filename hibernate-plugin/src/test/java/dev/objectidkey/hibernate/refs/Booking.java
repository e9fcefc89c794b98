package dev.objectidkey.hibernate.refs;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/**
 * An entity with a generated id and a wrapper {@code @Version}: Hibernate takes it for new while
 * the version is null, whatever its id.
 */
@ObjectIdKey
@Entity
@Table(name = "ar_booking")
public class Booking {

  @Id @GeneratedObjectId private BookingId id;

  @Version private Long version;

  private String room;

  protected Booking() {}

  public Booking(String room) {
    this.room = room;
  }

  public BookingId getId() {
    return id;
  }

  public void setId(BookingId id) {
    this.id = id;
  }

  public String getRoom() {
    return room;
  }
}
