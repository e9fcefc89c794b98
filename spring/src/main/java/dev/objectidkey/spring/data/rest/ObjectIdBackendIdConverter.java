package dev.objectidkey.spring.data.rest;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import dev.objectidkey.spring.MalformedObjectIdException;
import java.io.Serializable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.springframework.core.Ordered;
import org.springframework.data.mapping.PersistentEntity;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.context.PersistentEntities;
import org.springframework.data.rest.webmvc.spi.BackendIdConverter;

/**
 * Converts the id segment of Spring Data REST's item URIs ({@code /orders/{id}}) for every entity
 * whose id property is a typed id: from the request, by the id class's {@code parse}, so a
 * malformed segment is a {@link MalformedObjectIdException}, which {@code ObjectIdErrorAdvice}
 * answers with a 400 that quotes it; to the URI, as the lower-case hex form.
 *
 * <p>Without it, Spring Data REST converts the segment with its conversion service, through the
 * id class's {@code valueOf}, and answers a malformed one with a 500. It is ordered before the
 * converter Spring Data REST registers for jMolecules identifiers when jmolecules-spring is on the
 * classpath, which would otherwise take the typed ids, since they are jMolecules identifiers too.
 */
final class ObjectIdBackendIdConverter implements BackendIdConverter, Ordered {

  private final Supplier<PersistentEntities> entities;

  /** The id class of each entity type asked about, or {@code AbstractObjectId} for none. */
  private final Map<Class<?>, Class<?>> idTypes = new ConcurrentHashMap<>();

  ObjectIdBackendIdConverter(Supplier<PersistentEntities> entities) {
    this.entities = entities;
  }

  @Override
  public boolean supports(Class<?> entityType) {
    return idTypeOf(entityType) != AbstractObjectId.class;
  }

  @Override
  public Serializable fromRequestId(String id, Class<?> entityType) {
    if (id == null) {
      return null;
    }
    @SuppressWarnings("unchecked")
    Class<? extends AbstractObjectId> idType =
        (Class<? extends AbstractObjectId>) idTypeOf(entityType);
    try {
      return (Serializable) ObjectIdFactory.of(idType).parse(id);
    } catch (IllegalArgumentException e) {
      throw new MalformedObjectIdException(idType, e);
    }
  }

  @Override
  public String toRequestId(Serializable id, Class<?> entityType) {
    return ((AbstractObjectId) id).toHexString();
  }

  @Override
  public int getOrder() {
    return Ordered.HIGHEST_PRECEDENCE + 100;
  }

  private Class<?> idTypeOf(Class<?> entityType) {
    return idTypes.computeIfAbsent(
        entityType,
        type -> {
          Class<?> idType =
              entities
                  .get()
                  .getPersistentEntity(type)
                  .map(PersistentEntity::getIdProperty)
                  .map(PersistentProperty::getType)
                  .orElse(null);
          return idType != null
                  && AbstractObjectId.class.isAssignableFrom(idType)
                  && idType != AbstractObjectId.class
              ? idType
              : AbstractObjectId.class;
        });
  }
}
