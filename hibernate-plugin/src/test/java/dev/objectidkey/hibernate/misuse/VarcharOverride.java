package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** An ObjectId attribute forced to VARCHAR. */
@Entity
@Table(name = "hp_bad_varchar")
public class VarcharOverride {

  @Id Long id;

  @JdbcTypeCode(SqlTypes.VARCHAR)
  OrderId ref;
}
