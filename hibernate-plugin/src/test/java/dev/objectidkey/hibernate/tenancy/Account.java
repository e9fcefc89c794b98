package dev.objectidkey.hibernate.tenancy;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity with a generated typed id, whose table each tenant has in its own schema. */
@ObjectIdKey
@Entity
@Table(name = "mt_account")
public class Account {

  @Id @GeneratedObjectId private AccountId id;

  private String name;

  protected Account() {}

  public Account(String name) {
    this.name = name;
  }

  public AccountId getId() {
    return id;
  }

  public String getName() {
    return name;
  }
}
