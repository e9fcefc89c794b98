package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.GeneratedObjectId;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A 16-byte binary column for an ObjectId, which would pad it. */
@Entity
@Table(name = "hp_bad_binary16")
public class Binary16ColumnDefinition {

  @Id @GeneratedObjectId OrderId id;

  @Column(columnDefinition = "binary(16)")
  OrderId ref;
}
