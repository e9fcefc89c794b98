package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.GeneratedObjectId;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A columnDefinition that holds exactly 12 bytes: allowed. */
@Entity
@Table(name = "hp_binary12_definition")
public class Binary12ColumnDefinition {

  @Id @GeneratedObjectId OrderId id;

  @Column(columnDefinition = "BINARY(12) NOT NULL")
  OrderId ref;
}
