package dev.objectidkey.hibernate.features;

import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An entity whose {@code @EmbeddedId} contains a typed id. */
@Entity
@Table(name = "hf_seat")
public class Seat {

  @EmbeddedId private SeatKey key;

  private String holder;

  protected Seat() {}

  public Seat(SeatKey key, String holder) {
    this.key = key;
    this.holder = holder;
  }

  public SeatKey getKey() {
    return key;
  }

  public String getHolder() {
    return holder;
  }
}
