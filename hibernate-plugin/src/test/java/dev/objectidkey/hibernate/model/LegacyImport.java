package dev.objectidkey.hibernate.model;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A row written by other software. The suite recreates its table with a variable-length binary
 * column, as a legacy schema might have, so that it can hold values that are not 12 bytes.
 */
@Entity
@Table(name = "hp_legacy_import")
public class LegacyImport {

  @Id private Long id;

  private OrderId ref;

  protected LegacyImport() {}

  public Long getId() {
    return id;
  }

  public OrderId getRef() {
    return ref;
  }
}
