package dev.objectidkey.spring.data.jdbc;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
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
 * ({@code OrderId.generate()}) before Spring Data JDBC converts it for the insert. This is the way
 * Spring Data JDBC's reference documentation gives for ids that the database does not generate.
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
    RelationalPersistentEntity<?> entity = mappingContext.getPersistentEntity(aggregate.getClass());
    if (entity == null) {
      return aggregate;
    }
    RelationalPersistentProperty idProperty = entity.getIdProperty();
    if (idProperty == null || !AbstractObjectId.class.isAssignableFrom(idProperty.getType())) {
      return aggregate;
    }
    @SuppressWarnings("unchecked") // the entity of aggregate's class accesses aggregate
    RelationalPersistentEntity<Object> typed = (RelationalPersistentEntity<Object>) entity;
    PersistentPropertyAccessor<Object> accessor =
        new InstantiationAwarePropertyAccessor<>(
            aggregate, typed::getPropertyAccessor, instantiators);
    if (accessor.getProperty(idProperty) != null) {
      return aggregate;
    }
    accessor.setProperty(idProperty, generate(entity, idProperty));
    return accessor.getBean();
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
