package dev.objectidkey.hibernate.refs;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity with a generated id, the default: referenced by id the way controllers do it. */
@ObjectIdKey
@Entity
@Table(name = "ar_pet")
public class Pet {

  @Id @GeneratedObjectId private PetId id;

  private String name;

  /** A pet to fill in, or a reference: {@code new Pet()} and {@link #setId}. */
  public Pet() {}

  public Pet(String name) {
    this.name = name;
  }

  public PetId getId() {
    return id;
  }

  public void setId(PetId id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }
}
