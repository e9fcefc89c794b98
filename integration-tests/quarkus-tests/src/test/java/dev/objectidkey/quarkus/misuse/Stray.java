package dev.objectidkey.quarkus.misuse;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity with an attribute of an id class that no index lists. */
@Entity
@Table(name = "qk_bad_stray")
public class Stray {

  @Id Long id;

  StrayId stray;
}
