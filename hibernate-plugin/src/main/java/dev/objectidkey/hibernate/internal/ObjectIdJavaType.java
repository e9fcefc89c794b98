package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.ObjectIdFactory;
import java.util.HexFormat;
import org.hibernate.HibernateException;
import org.hibernate.type.descriptor.WrapperOptions;

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
final class ObjectIdJavaType<T extends AbstractObjectId> extends ObjectIdBytesJavaType<T> {

  private static final long serialVersionUID = 1L;

  /** Not serialized; looked up again after deserialization. */
  private transient ObjectIdFactory<T> factory;

  ObjectIdJavaType(Class<T> type) {
    super(type);
    this.factory = ObjectIdFactory.of(type);
  }

  private ObjectIdFactory<T> factory() {
    if (factory == null) {
      factory = ObjectIdFactory.of(getJavaTypeClass());
    }
    return factory;
  }

  @Override
  public <X> T wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (value instanceof byte[] bytes) {
      if (bytes.length != ObjectIdCodec.BYTES) {
        throw new HibernateException(
            Message.CORRUPT_VALUE.message(
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

  /** The bytes in hex, cut after 32 bytes so that a huge value keeps the message short. */
  private static String quote(byte[] bytes) {
    int shown = Math.min(bytes.length, 32);
    String hex = "0x" + HexFormat.of().formatHex(bytes, 0, shown);
    return shown < bytes.length ? hex + "..." : hex;
  }
}
