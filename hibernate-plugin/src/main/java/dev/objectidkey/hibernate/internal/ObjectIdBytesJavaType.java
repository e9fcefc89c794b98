package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdCodec;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * What the plugin's two JavaTypes share: an id is written as its 12 bytes, into a comparable
 * {@code BINARY} column of length 12, and printed as its hex. They differ in reading, which only
 * {@link ObjectIdJavaType} can do, knowing its id class; {@link ObjectIdBoundJavaType} serves the
 * type variable's bound, {@link AbstractObjectId}, which no 12 bytes name.
 *
 * @param <T> the id class, or {@link AbstractObjectId} for the bound
 */
abstract sealed class ObjectIdBytesJavaType<T extends AbstractObjectId>
    extends AbstractClassJavaType<T> permits ObjectIdJavaType, ObjectIdBoundJavaType {

  private static final long serialVersionUID = 1L;

  ObjectIdBytesJavaType(Class<T> type) {
    // Ids are immutable, so Hibernate neither copies them for dirty checking nor deep-compares.
    super(type, ImmutableMutabilityPlan.instance());
  }

  @Override
  public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
    return ObjectIdJdbcType.comparable(indicators.getJdbcType(SqlTypes.BINARY));
  }

  @Override
  public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
    return ObjectIdCodec.BYTES;
  }

  @Override
  @SuppressWarnings("unchecked") // each branch returns an instance of the requested type
  public <X> X unwrap(T value, Class<X> type, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (type == byte[].class) {
      return (X) value.toByteArray();
    }
    if (type.isInstance(value)) {
      return (X) value;
    }
    throw unknownUnwrap(type);
  }

  @Override
  public String toString(T value) {
    return value.toHexString();
  }
}
