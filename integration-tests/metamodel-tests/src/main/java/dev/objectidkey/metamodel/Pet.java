package dev.objectidkey.metamodel;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An entity whose id is declared in {@link BaseEntity}. */
@ObjectIdKey
@Entity
@Table(name = "mm_pet")
public class Pet extends BaseEntity<PetId> {

  private String name;

  protected Pet() {}

  /** @param name the pet's name */
  public Pet(String name) {
    this.name = name;
  }

  /** @return the name */
  public String getName() {
    return name;
  }
}
