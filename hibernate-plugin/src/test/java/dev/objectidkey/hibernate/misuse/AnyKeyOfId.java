package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Column;
import jakarta.persistence.DiscriminatorType;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import org.hibernate.annotations.Any;
import org.hibernate.annotations.AnyDiscriminator;
import org.hibernate.annotations.AnyDiscriminatorValue;
import org.hibernate.annotations.AnyKeyJavaClass;

/** The correct shape of {@link AnyKeyAsVarchar}, for contrast: an OrderId key left as it is. */
@Entity
@Table(name = "hp_any_key")
public class AnyKeyOfId {

  @Id @GeneratedValue Long id;

  @Any
  @AnyDiscriminator(DiscriminatorType.STRING)
  @AnyDiscriminatorValue(discriminator = "order", entity = Order.class)
  @AnyKeyJavaClass(OrderId.class)
  @Column(name = "target_type")
  @JoinColumn(name = "target_id")
  Object target;

  protected AnyKeyOfId() {}

  public AnyKeyOfId(Object target) {
    this.target = target;
  }

  public Long id() {
    return id;
  }

  public Object target() {
    return target;
  }
}
