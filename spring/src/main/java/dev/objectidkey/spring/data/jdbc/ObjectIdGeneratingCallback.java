package dev.objectidkey.spring.data.jdbc;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.core.CollectionFactory;
import org.springframework.core.Ordered;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.mapping.context.MappingContext;
import org.springframework.data.mapping.model.EntityInstantiators;
import org.springframework.data.mapping.model.InstantiationAwarePropertyAccessor;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;

/**
 * Gives a new aggregate whose {@code @Id} is a typed id, and still {@code null}, a generated id
 * ({@code OrderId.generate()}) before Spring Data JDBC converts it for the insert, and so every
 * entity the aggregate holds (in a property, a list, a set, an array or a map's values, at any
 * depth) whose typed {@code @Id} is null. This is the way Spring Data JDBC's reference
 * documentation gives for ids that the database does not generate.
 *
 * <p>Spring Data JDBC decides insert or update before this callback runs, from the id being {@code
 * null} ({@code JdbcAggregateTemplate.save}), so a new aggregate is inserted with the id set here,
 * in one statement, and {@code save} returns the aggregate that holds it. An id set by the
 * application before the first save is left alone, and makes that save an UPDATE of no row, which
 * {@link ObjectIdUpdateCheck} refuses (Spring Data JDBC 4.1 alone would store nothing and say
 * nothing).
 *
 * <p>The id is set through Spring Data's property access: a setter or field for a mutable class, a
 * {@code withId} wither, or, for a record or another class whose id is a constructor parameter, a new
 * instance made through that constructor (Spring Data's {@link InstantiationAwarePropertyAccessor});
 * then {@code save} returns the new instance. {@link ObjectIdDataJdbcConfiguration} checks at boot
 * that every known aggregate allows one of these.
 *
 * <p>Order {@value #ORDER}: after Spring Data's auditing callback (100), which must still see a new
 * aggregate to set {@code @CreatedDate}; the application's own callbacks, of the default lowest
 * precedence, run after this one and see the id.
 */
public final class ObjectIdGeneratingCallback implements BeforeConvertCallback<Object>, Ordered {

  /** This callback's order: after auditing (100), before callbacks of the default order. */
  public static final int ORDER = 200;

  private final MappingContext<
          ? extends RelationalPersistentEntity<?>, ? extends RelationalPersistentProperty>
      mappingContext;
  private final EntityInstantiators instantiators = new EntityInstantiators();

  /**
   * Creates the callback.
   *
   * @param mappingContext Spring Data JDBC's mapping context ({@code JdbcMappingContext})
   */
  public ObjectIdGeneratingCallback(
      MappingContext<
              ? extends RelationalPersistentEntity<?>, ? extends RelationalPersistentProperty>
          mappingContext) {
    this.mappingContext = mappingContext;
  }

  @Override
  public Object onBeforeConvert(Object aggregate) {
    return withIds(aggregate);
  }

  /**
   * {@code bean} with a generated id if its {@code @Id} is a typed id and null, and the same for
   * every entity it holds: single ones, and the elements of lists, sets, arrays and the values of
   * maps, at any depth. Spring Data JDBC inserts every such child with the id it has, so a child
   * left without one failed on the NOT NULL of its id column. A child that is immutable is
   * replaced by the instance with the id, and its collection by a copy of the same kind; a set is
   * filled again, since an id can change an element's hash code.
   */
  private Object withIds(Object bean) {
    RelationalPersistentEntity<?> entity = mappingContext.getPersistentEntity(bean.getClass());
    if (entity == null) {
      return bean;
    }
    @SuppressWarnings("unchecked") // the entity of bean's class accesses bean
    RelationalPersistentEntity<Object> typed = (RelationalPersistentEntity<Object>) entity;
    PersistentPropertyAccessor<Object> accessor =
        new InstantiationAwarePropertyAccessor<>(bean, typed::getPropertyAccessor, instantiators);
    RelationalPersistentProperty idProperty = entity.getIdProperty();
    if (idProperty != null
        && AbstractObjectId.class.isAssignableFrom(idProperty.getType())
        && accessor.getProperty(idProperty) == null) {
      accessor.setProperty(idProperty, generate(entity, idProperty));
    }
    for (RelationalPersistentProperty property : entity) {
      if (!property.isEntity() || property.isIdProperty()) {
        continue;
      }
      Object value = accessor.getProperty(property);
      if (value == null) {
        continue;
      }
      Object withIds = childrenWithIds(property, value);
      if (withIds != value) {
        accessor.setProperty(property, withIds);
      }
    }
    return accessor.getBean();
  }

  /** {@code value}, or a copy of it when a child had to be replaced or a set refilled. */
  private Object childrenWithIds(RelationalPersistentProperty property, Object value) {
    if (value instanceof Map<?, ?> map) {
      Map<Object, Object> copy = CollectionFactory.createMap(property.getType(), map.size());
      boolean replaced = false;
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        Object child = entry.getValue() == null ? null : withIds(entry.getValue());
        replaced |= child != entry.getValue();
        copy.put(entry.getKey(), child);
      }
      return replaced ? copy : value;
    }
    if (value instanceof Collection<?> collection) {
      List<Object> children = new ArrayList<>(collection.size());
      boolean replaced = false;
      for (Object element : collection) {
        Object child = element == null ? null : withIds(element);
        replaced |= child != element;
        children.add(child);
      }
      if (!replaced && !(collection instanceof Set)) {
        return value;
      }
      if (!replaced) {
        try { // a set of children whose ids were set in place: rehash it where it is
          @SuppressWarnings("unchecked")
          Collection<Object> set = (Collection<Object>) collection;
          set.clear();
          set.addAll(children);
          return value;
        } catch (UnsupportedOperationException unmodifiable) {
          // fall through to a copy
        }
      }
      Collection<Object> copy =
          CollectionFactory.createCollection(
              property.getType(), property.getActualType(), children.size());
      copy.addAll(children);
      return copy;
    }
    if (value instanceof Object[] array) {
      Object[] copy = array.clone();
      boolean replaced = false;
      for (int i = 0; i < array.length; i++) {
        copy[i] = array[i] == null ? null : withIds(array[i]);
        replaced |= copy[i] != array[i];
      }
      return replaced ? copy : value;
    }
    return withIds(value);
  }

  @Override
  public int getOrder() {
    return ORDER;
  }

  private static AbstractObjectId generate(
      RelationalPersistentEntity<?> entity, RelationalPersistentProperty idProperty) {
    Class<? extends AbstractObjectId> type =
        idProperty.getType().asSubclass(AbstractObjectId.class);
    try {
      return ObjectIdFactory.of(type).generate();
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          ObjectIdDataJdbcCheck.cannotGenerate(entity, idProperty, e), e);
    }
  }
}
