package dev.objectidkey.spring;

import dev.objectidkey.AbstractObjectId;

/** A generic base class, as an application's entities extend one: the id is a type variable. */
public abstract class Named<ID extends AbstractObjectId> {

  private ID id;
  private String name;

  public ID getId() {
    return id;
  }

  public void setId(ID id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }
}
