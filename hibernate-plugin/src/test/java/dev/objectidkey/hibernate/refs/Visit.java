package dev.objectidkey.hibernate.refs;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** A new entity that references others, as a controller builds it from ids in a request. */
@ObjectIdKey
@Entity
@Table(name = "ar_visit")
public class Visit {

  @Id @GeneratedObjectId private VisitId id;

  @ManyToOne private Pet pet;

  @ManyToOne private Parcel parcel;

  private String note;

  protected Visit() {}

  public Visit(String note) {
    this.note = note;
  }

  public VisitId getId() {
    return id;
  }

  public Pet getPet() {
    return pet;
  }

  public void setPet(Pet pet) {
    this.pet = pet;
  }

  public Parcel getParcel() {
    return parcel;
  }

  public void setParcel(Parcel parcel) {
    this.parcel = parcel;
  }

  public String getNote() {
    return note;
  }
}
