package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.OrderIdConverter;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The generated converter on an id, which Hibernate itself refuses (HHH-19286). */
@Entity
@Table(name = "hp_bad_converted_id")
public class ConvertedId {

  @Id
  @Convert(converter = OrderIdConverter.class)
  OrderId id;
}
