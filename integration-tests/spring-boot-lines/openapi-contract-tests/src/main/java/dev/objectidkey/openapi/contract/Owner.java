package dev.objectidkey.openapi.contract;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An owner of pets, whose id is generated at insert time. */
@ObjectIdKey
@Entity
public class Owner {

  @Id @GeneratedObjectId private OwnerId id;

  private String name;

  /** For JPA. */
  protected Owner() {}

  /**
   * A new owner, not yet saved.
   *
   * @param name the owner's name
   */
  public Owner(String name) {
    this.name = name;
  }

  /**
   * The id, null until the owner is saved.
   *
   * @return the id
   */
  public OwnerId getId() {
    return id;
  }

  /**
   * The owner's name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }
}
