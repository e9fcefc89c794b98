package dev.objectidkey.hibernate.base;

import jakarta.persistence.MappedSuperclass;

/** A base class that is not generic and has no id: only columns that every entity shares. */
@MappedSuperclass
public abstract class Audited {

  private String createdBy;

  public String getCreatedBy() {
    return createdBy;
  }

  public void setCreatedBy(String createdBy) {
    this.createdBy = createdBy;
  }
}
