package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** IDENTITY generation of an ObjectId id. */
@Entity
@Table(name = "hp_bad_identity")
public class IdentityOnObjectId {

  @Id
  @GeneratedValue(strategy = GenerationType.IDENTITY)
  OrderId id;
}
