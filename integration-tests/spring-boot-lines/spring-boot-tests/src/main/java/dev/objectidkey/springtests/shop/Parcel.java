package dev.objectidkey.springtests.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Version;

/**
 * An entity whose id the application assigns in its constructor, saved by Spring Data with one
 * INSERT and no SELECT: its {@code @Version} is a wrapper that is null until the first insert, so
 * {@code save} sees a new entity and persists it, and {@code allowAssigned = true} keeps the id.
 * Compare {@link Ticket}, which has neither.
 */
@ObjectIdKey
@Entity
public class Parcel {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private ParcelId id;

  @Version private Long version;

  private String label;

  /** For JPA. */
  protected Parcel() {}

  /**
   * A new parcel with its id.
   *
   * @param id the id, such as {@code ParcelId.generate()}
   * @param label what is on it
   */
  public Parcel(ParcelId id, String label) {
    this.id = id;
    this.label = label;
  }

  /**
   * The id, set from construction.
   *
   * @return the id
   */
  public ParcelId getId() {
    return id;
  }

  /**
   * The version: null until the parcel is saved, then 0, 1, ...
   *
   * @return the version
   */
  public Long getVersion() {
    return version;
  }

  /**
   * What is on it.
   *
   * @return the label
   */
  public String getLabel() {
    return label;
  }
}
