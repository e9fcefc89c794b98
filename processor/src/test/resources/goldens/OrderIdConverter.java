package com.example;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import javax.annotation.processing.Generated;

/**
 * A JPA converter between {@link OrderId} and its 12 bytes, for JPA providers other than
 * Hibernate and for columns mapped explicitly with {@code @Convert}. Declare the column as
 * 12 bytes, for example {@code @Column(length = 12)}.
 *
 * <p>It is not applied automatically: JPA never applies converters to {@code @Id}
 * attributes (JPA 3.2 §3.9), and with Hibernate the objectidkey-hibernate plugin maps
 * {@code OrderId} everywhere without one.
 */
@Generated("dev.objectidkey.processor.ObjectIdKeyProcessor")
@Converter
public final class OrderIdConverter implements AttributeConverter<OrderId, byte[]> {
  /**
   * Creates the converter; JPA providers call this.
   */
  public OrderIdConverter() {
  }

  /**
   * @param id the id, or null
   * @return its 12 bytes, or null
   */
  @Override
  public byte[] convertToDatabaseColumn(OrderId id) {
    return id == null ? null : id.toByteArray();
  }

  /**
   * @param column the column's bytes, or null
   * @return the id, or null
   * @throws IllegalArgumentException if the column does not hold exactly 12 bytes
   */
  @Override
  public OrderId convertToEntityAttribute(byte[] column) {
    return column == null ? null : OrderId.fromBytes(column);
  }
}
