package dev.objectidkey.hibernate.base;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** An entity two levels below {@link BaseEntity}, with a foreign key to an {@link Owner}. */
@ObjectIdKey
@Entity
@Table(name = "hb_pet")
public class Pet extends NamedEntity<PetId> {

  @ManyToOne private Owner owner;

  protected Pet() {}

  public Pet(String name, Owner owner) {
    setName(name);
    this.owner = owner;
  }

  public Owner getOwner() {
    return owner;
  }
}
