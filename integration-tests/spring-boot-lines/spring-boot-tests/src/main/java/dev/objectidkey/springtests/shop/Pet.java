package dev.objectidkey.springtests.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * A pet, with a generated id. {@link VisitController} references one by id the usual way, {@code
 * new Pet()} and {@link #setId}, which costs no SELECT.
 */
@ObjectIdKey
@Entity
public class Pet {

  @Id @GeneratedObjectId private PetId id;

  private String name;

  /** A pet to fill in, or a reference to an existing one once {@link #setId} is called. */
  public Pet() {}

  /**
   * A new pet, not yet saved.
   *
   * @param name its name
   */
  public Pet(String name) {
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
   * Sets the id, to reference an existing pet.
   *
   * @param id the pet's id
   */
  public void setId(PetId id) {
    this.id = id;
  }

  /**
   * The name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }
}
