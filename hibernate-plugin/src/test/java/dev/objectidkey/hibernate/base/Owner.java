package dev.objectidkey.hibernate.base;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An entity one level below {@link BaseEntity}, referenced by {@link Pet}. */
@ObjectIdKey
@Entity
@Table(name = "hb_owner")
public class Owner extends NamedEntity<OwnerId> {

  protected Owner() {}

  public Owner(String name) {
    setName(name);
  }
}
