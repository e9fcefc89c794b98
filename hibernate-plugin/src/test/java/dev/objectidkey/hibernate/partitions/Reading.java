package dev.objectidkey.hibernate.partitions;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A time-series row with a generated typed id and no time column: its table is partitioned by
 * month on the id alone.
 */
@ObjectIdKey
@Entity
@Table(name = "pt_reading")
public class Reading {

  @Id @GeneratedObjectId private ReadingId id;

  private String note;

  protected Reading() {}

  public Reading(String note) {
    this.note = note;
  }

  public ReadingId getId() {
    return id;
  }

  public String getNote() {
    return note;
  }

  public void setNote(String note) {
    this.note = note;
  }
}
