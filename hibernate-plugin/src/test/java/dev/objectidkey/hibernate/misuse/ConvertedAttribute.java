package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.OrderIdConverter;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An ObjectId attribute mapped through the generated converter. */
@Entity
@Table(name = "hp_bad_converted")
public class ConvertedAttribute {

  @Id Long id;

  @Convert(converter = OrderIdConverter.class)
  OrderId ref;
}
