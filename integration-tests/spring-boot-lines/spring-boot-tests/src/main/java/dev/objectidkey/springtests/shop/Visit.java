package dev.objectidkey.springtests.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

/** A visit of a {@link Pet}, with a generated id and a foreign key to the pet. */
@ObjectIdKey
@Entity
public class Visit {

  @Id @GeneratedObjectId private VisitId id;

  @ManyToOne(optional = false)
  private Pet pet;

  private String reason;

  /** For JPA. */
  protected Visit() {}

  /**
   * A new visit, not yet saved.
   *
   * @param pet the pet, loaded or only referenced by id
   * @param reason why
   */
  public Visit(Pet pet, String reason) {
    this.pet = pet;
    this.reason = reason;
  }

  /**
   * The id, null until the visit is saved.
   *
   * @return the id
   */
  public VisitId getId() {
    return id;
  }

  /**
   * The pet.
   *
   * @return the pet
   */
  public Pet getPet() {
    return pet;
  }

  /**
   * Why.
   *
   * @return the reason
   */
  public String getReason() {
    return reason;
  }
}
