package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.Set;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** An element collection of ObjectIds forced to BLOB. */
@Entity
@Table(name = "hp_bad_blob_collection")
public class BlobElementCollection {

  @Id Long id;

  @ElementCollection
  @CollectionTable(name = "hp_bad_blob_collection_refs")
  @JdbcTypeCode(SqlTypes.BLOB)
  Set<OrderId> refs;
}
