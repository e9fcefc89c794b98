package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.hibernate.GeneratedObjectId;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.IdentifierGenerationException;

/**
 * The generator behind {@link GeneratedObjectId @GeneratedObjectId}: a new id from the id class's
 * own {@code generate()} on every insert.
 *
 * <p>It implements {@link BeforeExecutionGenerator}, Hibernate's current id-generator contract, and
 * not {@link org.hibernate.id.IdentifierGenerator}, its legacy form: the legacy
 * {@code generate(session, entity)} is not told the value already in the attribute, and this
 * generator needs it to keep or to refuse an assigned id; and the
 * {@code (annotation, GeneratorCreationContext)} constructor gets the options type-safely, with no
 * {@code Configurable} properties. The id is made in memory before the insert, so inserts batch.
 *
 * <p>Hibernate constructs it twice per SessionFactory (while building the metadata and again for
 * the SessionFactory); the constructor does the one lookup of the id class's {@code generate()},
 * and {@link #generate} is a method-handle call, with no reflection per insert.
 *
 * @see GeneratedObjectId
 */
public final class GeneratedObjectIdGenerator implements BeforeExecutionGenerator {

  private static final long serialVersionUID = 1L;

  /** The id class. */
  private final Class<? extends AbstractObjectId> type;

  /** The id class's factories; not serialized, and looked up again after deserialization. */
  private transient ObjectIdFactory<?> factory;

  /** {@link GeneratedObjectId#allowAssigned()}. */
  private final boolean allowAssigned;

  /** {@code Entity.attribute}, for messages. */
  private final String attribute;

  /**
   * Called by Hibernate for each {@code @GeneratedObjectId} id.
   *
   * @param annotation the options
   * @param context the attribute; its type is the id class
   * @throws org.hibernate.MappingException if the attribute is not of an id class (normally
   *     reported earlier, by {@link ObjectIdMappingValidator})
   */
  public GeneratedObjectIdGenerator(GeneratedObjectId annotation, GeneratorCreationContext context) {
    this.attribute = context.getPersistentClass().getJpaEntityName() + "."
        + context.getProperty().getName();
    Class<?> type = context.getType().getReturnedClass();
    if (!AbstractObjectId.class.isAssignableFrom(type)) {
      throw MappingError.NOT_AN_OBJECT_ID_TYPE.exception(attribute, type.getName(),
          context.getPersistentClass().getJpaEntityName() + "Id");
    }
    this.type = type.asSubclass(AbstractObjectId.class);
    this.factory = ObjectIdFactory.of(this.type);
    this.allowAssigned = annotation.allowAssigned();
  }

  @Override
  public Object generate(SharedSessionContractImplementor session, Object owner,
      Object currentValue, EventType eventType) {
    if (currentValue == null) {
      if (factory == null) {
        factory = ObjectIdFactory.of(type);
      }
      return factory.generate();
    }
    if (allowAssigned) {
      return currentValue;
    }
    throw new IdentifierGenerationException(
        MappingError.PRESET_ID.message(attribute, currentValue));
  }

  @Override
  public EnumSet<EventType> getEventTypes() {
    return EventTypeSets.INSERT_ONLY;
  }

  /**
   * Always {@code true}, so that Hibernate passes a preset id to {@link #generate} as
   * {@code currentValue}. Otherwise Hibernate takes an entity with a preset id for a detached one,
   * and {@code persist} fails with {@code EntityExistsException: Detached entity passed to
   * persist}, which does not say what to change; {@link #generate} keeps the id or names the
   * problem instead.
   */
  @Override
  public boolean allowAssignedIdentifiers() {
    return true;
  }

  @Override
  public Class<?> getGeneratedType() {
    return type;
  }
}
