package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.GeneratedObjectId;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An ObjectId column of 16 bytes. */
@Entity
@Table(name = "hp_bad_length")
public class WrongLength {

  @Id @GeneratedObjectId OrderId id;

  @Column(length = 16)
  OrderId ref;
}
