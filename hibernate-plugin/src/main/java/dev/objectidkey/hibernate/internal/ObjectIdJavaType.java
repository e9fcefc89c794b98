package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.ObjectIdFactory;
import java.util.HexFormat;
import org.hibernate.HibernateException;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * The Hibernate {@link org.hibernate.type.descriptor.java.JavaType} of one id class: its 12 bytes,
 * in a {@code BINARY} column of length 12.
 *
 * <p>A JavaType, not an {@code AttributeConverter}, because only a JavaType serves an {@code @Id}:
 * Hibernate never auto-applies converters to ids, and an explicit {@code @Convert} on an {@code @Id}
 * fails at boot (HHH-19286, JPA 3.2 section 3.9). One generic class serves every id class; one
 * instance is registered per id class by {@link ObjectIdTypeContributor}.
 *
 * <p>{@code BINARY} renders as {@code binary(12)} on H2 and MariaDB and {@code bytea} on PostgreSQL,
 * and all three compare it as unsigned bytes, which is the ids' own order: {@code ORDER BY id} is
 * creation order, and {@code between minFor(t1) and maxFor(t2)} is a creation-time range.
 *
 * <p>A stored value of any length but 12 is an error when read, never a silently different id:
 * {@code bytea} accepts any length from other software. ({@code BINARY(12)} pads a shorter value
 * with zero bytes when it is written, which no reader can detect.)
 *
 * @param <T> the id class
 */
final class ObjectIdJavaType<T extends AbstractObjectId> extends AbstractClassJavaType<T> {

  private static final long serialVersionUID = 1L;

  /** Not serialized; looked up again after deserialization. */
  private transient ObjectIdFactory<T> factory;

  ObjectIdJavaType(Class<T> type) {
    // Ids are immutable, so Hibernate neither copies them for dirty checking nor deep-compares.
    super(type, ImmutableMutabilityPlan.instance());
    this.factory = ObjectIdFactory.of(type);
  }

  private ObjectIdFactory<T> factory() {
    if (factory == null) {
      factory = ObjectIdFactory.of(getJavaTypeClass());
    }
    return factory;
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
  public <X> T wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (value instanceof byte[] bytes) {
      if (bytes.length != ObjectIdCodec.BYTES) {
        throw new HibernateException(
            MappingError.CORRUPT_VALUE.message(
                getJavaTypeClass().getSimpleName(), bytes.length, quote(bytes)));
      }
      return factory().fromBytes(bytes);
    }
    if (getJavaTypeClass().isInstance(value)) {
      return getJavaTypeClass().cast(value);
    }
    throw unknownWrap(value.getClass());
  }

  @Override
  public T fromString(CharSequence string) {
    return factory().parse(string);
  }

  @Override
  public String toString(T value) {
    return value.toHexString();
  }

  /** The bytes in hex, cut after 32 bytes so that a huge value keeps the message short. */
  private static String quote(byte[] bytes) {
    int shown = Math.min(bytes.length, 32);
    String hex = "0x" + HexFormat.of().formatHex(bytes, 0, shown);
    return shown < bytes.length ? hex + "..." : hex;
  }
}
