package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import org.hibernate.HibernateException;
import org.hibernate.type.descriptor.WrapperOptions;

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
final class ObjectIdBoundJavaType extends ObjectIdBytesJavaType<AbstractObjectId> {

  private static final long serialVersionUID = 1L;

  /** The one instance: it has no state. */
  static final ObjectIdBoundJavaType INSTANCE = new ObjectIdBoundJavaType();

  private ObjectIdBoundJavaType() {
    super(AbstractObjectId.class);
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
        Message.UNKNOWN_ID_CLASS.message("a " + value.getClass().getSimpleName()));
  }

  @Override
  public AbstractObjectId fromString(CharSequence string) {
    throw new HibernateException(Message.UNKNOWN_ID_CLASS.message("a string"));
  }
}
