package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** @GeneratedObjectId on a Long id. */
@Entity
@Table(name = "hp_bad_long")
public class GeneratedOnLong {

  @Id @GeneratedObjectId Long id;
}
