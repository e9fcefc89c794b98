package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import jakarta.persistence.Embeddable;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.internal.BasicTypeImpl;
import org.hibernate.type.spi.TypeConfiguration;

/**
 * Registers an {@link ObjectIdJavaType} for every id class listed in an {@link IdTypeIndex}, so that
 * Hibernate maps every attribute of an id class, {@code @Id} or not, with no annotation and no
 * configuration.
 *
 * <p>Hibernate finds this class through {@code META-INF/services/org.hibernate.boot.model
 * .TypeContributor}, in native and in JPA bootstrap alike, and calls it before it binds any entity.
 * (JPA bootstrap calls it twice; registering again replaces the same descriptor.)
 *
 * <p>An id class annotated {@code @Embeddable}, which jMolecules' ByteBuddy plugin makes of every
 * identifier, stops the boot here, with the fix.
 *
 * @see ObjectIdMappingValidator which stops the boot if an id class was missed
 */
public final class ObjectIdTypeContributor implements TypeContributor {

  /** Called by {@link java.util.ServiceLoader}. */
  public ObjectIdTypeContributor() {}

  @Override
  public void contribute(TypeContributions contributions, ServiceRegistry serviceRegistry) {
    // The first plugin code that any bootstrap runs: an unsupported line fails here, by name.
    HibernateVersion.checkRunning();
    ClassLoaderService classLoaders = serviceRegistry.requireService(ClassLoaderService.class);
    for (Class<? extends AbstractObjectId> type : IdTypeIndex.load(classLoaders)) {
      // Before any entity is bound: Hibernate would refuse the embeddable first, without the fix.
      if (type.isAnnotationPresent(Embeddable.class)) {
        throw Message.EMBEDDABLE_ID_CLASS.exception(type.getName());
      }
      contributions.contributeJavaType(javaType(type));
    }
    contributeBound(contributions);
  }

  /**
   * Maps {@link AbstractObjectId} itself, the erasure of {@code ID extends AbstractObjectId} in a
   * generic base class: as a JavaType, and as a basic type registered under the class name, which
   * is how Hibernate looks up the mapped superclass's own copy of a generic attribute (see {@link
   * ObjectIdBoundJavaType}). The dialect has contributed its types before any TypeContributor runs,
   * so its {@code BINARY} type is the one found here.
   */
  private static void contributeBound(TypeContributions contributions) {
    contributions.contributeJavaType(ObjectIdBoundJavaType.INSTANCE);
    TypeConfiguration types = contributions.getTypeConfiguration();
    JdbcType binary =
        ObjectIdJdbcType.comparable(types.getJdbcTypeRegistry().getDescriptor(SqlTypes.BINARY));
    types
        .getBasicTypeRegistry()
        .register(
            new BasicTypeImpl<>(ObjectIdBoundJavaType.INSTANCE, binary),
            AbstractObjectId.class.getName());
  }

  private static <T extends AbstractObjectId> ObjectIdJavaType<T> javaType(Class<T> type) {
    return new ObjectIdJavaType<>(type);
  }
}
