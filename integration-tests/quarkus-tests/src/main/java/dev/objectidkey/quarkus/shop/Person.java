package dev.objectidkey.quarkus.shop;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A Panache entity with public fields, as REST Data Panache's guide writes them. */
@ObjectIdKey
@Entity
@Table(name = "qk_person")
public class Person extends PanacheEntityBase {

  /** The key, generated at persist. */
  @Id @GeneratedObjectId public PersonId id;

  /** The person's name. */
  public String name;
}
