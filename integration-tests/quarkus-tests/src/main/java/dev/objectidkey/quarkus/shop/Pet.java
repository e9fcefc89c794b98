package dev.objectidkey.quarkus.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/**
 * A Panache entity with a {@code @ManyToOne} to a {@link Person}, whose foreign key is a {@link
 * PersonId}: REST Data Panache offers a filter {@code ?owner.id=} for such a field.
 */
@ObjectIdKey
@Entity
@Table(name = "qk_pet")
public class Pet extends PanacheEntityBase {

  /** The key, generated at persist. */
  @Id @GeneratedObjectId public PetId id;

  /** The pet's name. */
  public String name;

  /** Whose pet it is. */
  @ManyToOne public Person owner;
}
