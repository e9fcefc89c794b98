package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.GeneratedObjectId;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Correctly mapped, over a table that a migration tool made with a text id column. */
@Entity
@Table(name = "hp_text_schema")
public class TextSchemaColumn {

  @Id @GeneratedObjectId OrderId id;
}
