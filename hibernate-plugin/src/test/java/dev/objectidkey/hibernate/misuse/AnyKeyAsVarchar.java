package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Column;
import jakarta.persistence.DiscriminatorType;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import org.hibernate.annotations.Any;
import org.hibernate.annotations.AnyDiscriminator;
import org.hibernate.annotations.AnyDiscriminatorValue;
import org.hibernate.annotations.AnyKeyJavaClass;
import org.hibernate.annotations.AnyKeyJdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** An {@code @Any} whose key is an OrderId but is forced to VARCHAR. */
@Entity
@Table(name = "hp_bad_any_key")
public class AnyKeyAsVarchar {

  @Id Long id;

  @Any
  @AnyDiscriminator(DiscriminatorType.STRING)
  @AnyDiscriminatorValue(discriminator = "order", entity = Order.class)
  @AnyKeyJavaClass(OrderId.class)
  @AnyKeyJdbcTypeCode(SqlTypes.VARCHAR)
  @Column(name = "target_type")
  @JoinColumn(name = "target_id")
  Object target;
}
