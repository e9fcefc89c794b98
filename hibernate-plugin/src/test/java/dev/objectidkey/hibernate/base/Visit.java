package dev.objectidkey.hibernate.base;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** An entity that declares its own id below {@link Identified}, with a foreign key to a pet. */
@ObjectIdKey
@Entity
@Table(name = "hb_visit")
public class Visit extends Identified<VisitId> {

  @Id @GeneratedObjectId private VisitId id;

  @ManyToOne private Pet pet;

  protected Visit() {}

  public Visit(Pet pet) {
    this.pet = pet;
  }

  @Override
  public VisitId getId() {
    return id;
  }

  public Pet getPet() {
    return pet;
  }
}
