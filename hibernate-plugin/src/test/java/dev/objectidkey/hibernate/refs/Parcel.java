package dev.objectidkey.hibernate.refs;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity whose id the application assigns in its constructor, with no {@code @Version}. */
@ObjectIdKey
@Entity
@Table(name = "ar_parcel")
public class Parcel {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private ParcelId id;

  private String label;

  protected Parcel() {}

  public Parcel(ParcelId id, String label) {
    this.id = id;
    this.label = label;
  }

  public ParcelId getId() {
    return id;
  }

  public String getLabel() {
    return label;
  }
}
