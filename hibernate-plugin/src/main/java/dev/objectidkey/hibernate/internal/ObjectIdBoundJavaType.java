package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdCodec;
import org.hibernate.HibernateException;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;

/**
 * The Hibernate {@link org.hibernate.type.descriptor.java.JavaType} of {@link AbstractObjectId}
 * itself: the type that Hibernate sees for an attribute declared with a type variable, {@code ID
 * id} in {@code BaseEntity<ID extends AbstractObjectId>}, on the {@code @MappedSuperclass}.
 *
 * <p>Hibernate maps a generic attribute twice. Each entity gets a copy of the attribute with the
 * type argument resolved ({@code Pet extends BaseEntity<PetId>}: {@code PetId}), which the
 * {@link ObjectIdJavaType} of {@code PetId} maps, and which every insert, read and query uses. The
 * mapped superclass keeps its own, for the JPA metamodel only ({@code BaseEntity_.id}), whose type
 * is the type variable's erasure, named by class name: {@code ClassPropertyHolder
 * .prepareActualProperty} gives it that name as an explicit type name, and
 * {@code BasicValue.interpretExplicitlyNamedType} looks the name up in the {@code
 * BasicTypeRegistry} before it tries the class as a {@code UserType}, which fails with "Named type
 * [class dev.objectidkey.AbstractObjectId] did not implement BasicType nor UserType". So {@link
 * ObjectIdTypeContributor} registers this type under that name (and as the JavaType of the class,
 * so that an attribute declared {@code AbstractObjectId} reaches {@link ObjectIdMappingValidator},
 * which refuses it by name).
 *
 * <p>It writes any id as its 12 bytes. It cannot read one: 12 bytes do not say which id class they
 * belong to. Hibernate never reads through it, since every entity has its own, resolved, copy.
 */
final class ObjectIdBoundJavaType extends AbstractClassJavaType<AbstractObjectId> {

  private static final long serialVersionUID = 1L;

  /** The one instance: it has no state. */
  static final ObjectIdBoundJavaType INSTANCE = new ObjectIdBoundJavaType();

  private ObjectIdBoundJavaType() {
    super(AbstractObjectId.class, ImmutableMutabilityPlan.instance());
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
  public <X> X unwrap(AbstractObjectId value, Class<X> type, WrapperOptions options) {
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
  public <X> AbstractObjectId wrap(X value, WrapperOptions options) {
    if (value == null) {
      return null;
    }
    if (value instanceof AbstractObjectId id) {
      return id;
    }
    throw new HibernateException(
        MappingError.UNKNOWN_ID_CLASS.message("a " + value.getClass().getSimpleName()));
  }

  @Override
  public AbstractObjectId fromString(CharSequence string) {
    throw new HibernateException(MappingError.UNKNOWN_ID_CLASS.message("a string"));
  }

  @Override
  public String toString(AbstractObjectId value) {
    return value.toHexString();
  }
}
