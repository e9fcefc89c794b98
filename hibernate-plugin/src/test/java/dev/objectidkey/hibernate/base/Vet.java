package dev.objectidkey.hibernate.base;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An entity whose id comes from {@link SerializableEntity}. */
@ObjectIdKey
@Entity
@Table(name = "hb_vet")
public class Vet extends SerializableEntity<VetId> {

  private String name;

  protected Vet() {}

  public Vet(String name) {
    this.name = name;
  }

  public String getName() {
    return name;
  }
}
