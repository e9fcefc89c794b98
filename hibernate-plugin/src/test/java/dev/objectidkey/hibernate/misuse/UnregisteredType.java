package dev.objectidkey.hibernate.misuse;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An attribute of an id class that no index lists. */
@Entity
@Table(name = "hp_bad_unregistered")
public class UnregisteredType {

  @Id Long id;

  StrayId stray;
}
