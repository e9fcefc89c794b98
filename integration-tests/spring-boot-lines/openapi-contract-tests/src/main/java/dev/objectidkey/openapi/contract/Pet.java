package dev.objectidkey.openapi.contract;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A pet and the id of its owner: two id types in one row. */
@ObjectIdKey
@Entity
public class Pet {

  @Id @GeneratedObjectId private PetId id;

  private OwnerId ownerId;

  private String name;

  /** For JPA. */
  protected Pet() {}

  /**
   * A new pet, not yet saved.
   *
   * @param ownerId whose pet it is
   * @param name the pet's name
   */
  public Pet(OwnerId ownerId, String name) {
    this.ownerId = ownerId;
    this.name = name;
  }

  /**
   * The id, null until the pet is saved.
   *
   * @return the id
   */
  public PetId getId() {
    return id;
  }

  /**
   * Whose pet it is.
   *
   * @return the owner's id
   */
  public OwnerId getOwnerId() {
    return ownerId;
  }

  /**
   * Gives the pet to another owner.
   *
   * @param ownerId the new owner's id
   */
  public void setOwnerId(OwnerId ownerId) {
    this.ownerId = ownerId;
  }

  /**
   * The pet's name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }
}
