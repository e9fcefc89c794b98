package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.GeneratedObjectId;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A text column for an ObjectId, which would garble its bytes. */
@Entity
@Table(name = "hp_bad_text_column")
public class TextColumnDefinition {

  @Id @GeneratedObjectId OrderId id;

  @Column(columnDefinition = "varchar(24)")
  OrderId ref;
}
