package dev.objectidkey.hibernate.base;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity with its own id below a base class without one, {@link Audited}. */
@ObjectIdKey
@Entity
@Table(name = "hb_clinic")
public class Clinic extends Audited {

  @Id @GeneratedObjectId private ClinicId id;

  private String name;

  protected Clinic() {}

  public Clinic(String name) {
    this.name = name;
  }

  public ClinicId getId() {
    return id;
  }

  public String getName() {
    return name;
  }
}
