package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.GeneratedObjectId;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** @GeneratedObjectId on an attribute that is not the id. */
@Entity
@Table(name = "hp_bad_non_id")
public class GeneratedOnNonId {

  @Id @GeneratedObjectId OrderId id;

  @GeneratedObjectId OrderId other;
}
