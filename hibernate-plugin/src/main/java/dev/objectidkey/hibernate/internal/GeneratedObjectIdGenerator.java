package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import dev.objectidkey.hibernate.GeneratedObjectId;
import java.lang.reflect.Member;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.IdentifierGenerationException;

/**
 * The generator behind {@link GeneratedObjectId @GeneratedObjectId}: a new id from the id class's
 * own {@code generate()} on every insert.
 *
 * <p>A {@link BeforeExecutionGenerator}, not the legacy {@link
 * org.hibernate.id.IdentifierGenerator}, because keeping or refusing an assigned id needs the value
 * already in the attribute; the id is made in memory before the insert, so inserts batch. Its only
 * constructor takes no argument and both {@code initialize} methods do the same, which is how one
 * class serves every supported line ({@code package-info.java}, "How Hibernate creates an id
 * generator").
 *
 * @see GeneratedObjectId
 */
public final class GeneratedObjectIdGenerator
    implements BeforeExecutionGenerator, AnnotationBasedGenerator<GeneratedObjectId> {

  private static final long serialVersionUID = 1L;

  /** The id class. */
  private Class<? extends AbstractObjectId> type;

  /** The id class's factories; not serialized, and looked up again after deserialization. */
  private transient ObjectIdFactory<?> factory;

  /** {@link GeneratedObjectId#allowAssigned()}. */
  private boolean allowAssigned;

  /** {@code Entity.attribute}, for messages. */
  private String attribute;

  /** Called by Hibernate (or its bean container), then {@code initialize}. */
  public GeneratedObjectIdGenerator() {}

  /**
   * Called by Hibernate 7.3 and later, once, right after construction.
   *
   * @param annotation the options
   * @param context the attribute; its type is the id class
   * @throws org.hibernate.MappingException if the attribute is not of an id class (normally
   *     reported earlier, by {@link ObjectIdMappingValidator})
   */
  @Override
  public void initialize(GeneratedObjectId annotation, GeneratorCreationContext context) {
    this.attribute =
        context.getPersistentClass().getJpaEntityName() + "." + context.getProperty().getName();
    // Not context.getType(): Hibernate 6.6 does not have it.
    Class<?> type = context.getProperty().getType().getReturnedClass();
    if (!AbstractObjectId.class.isAssignableFrom(type)) {
      throw Message.NOT_AN_OBJECT_ID_TYPE.exception(
          attribute, type.getName(), context.getPersistentClass().getJpaEntityName() + "Id");
    }
    this.type = type.asSubclass(AbstractObjectId.class);
    this.factory = ObjectIdFactory.of(this.type);
    this.allowAssigned = annotation.allowAssigned();
  }

  /**
   * Called by Hibernate 6.6 and 7.2, once, right after construction; the same as
   * {@link #initialize(GeneratedObjectId, GeneratorCreationContext)}.
   *
   * @param annotation the options
   * @param member the annotated field or getter, not needed
   * @param context the attribute; its type is the id class
   */
  @Override
  @SuppressWarnings("removal") // deprecated in 7.3, and the only initialize of 6.6 and 7.2
  public void initialize(
      GeneratedObjectId annotation, Member member, GeneratorCreationContext context) {
    initialize(annotation, context);
  }

  @Override
  public Object generate(
      SharedSessionContractImplementor session,
      Object owner,
      Object currentValue,
      EventType eventType) {
    Object preset = currentValue;
    if (preset == null) {
      // Without allowAssigned, Hibernate hides a preset id from this generator, yet still calls
      // it for StatelessSession.insert, and (on lines that do not refuse it first) for an entity
      // that it takes for new because of a null @Version: read the id, so that it is refused
      // rather than silently replaced. With allowAssigned, Hibernate ORM passes the preset id,
      // but Hibernate Reactive 4.2's persist passes null: read it, so that it is kept.
      preset = session.getEntityPersister(null, owner).getIdentifier(owner, session);
    }
    if (preset != null) {
      if (allowAssigned) {
        return preset;
      }
      throw new IdentifierGenerationException(Message.PRESET_ID.message(attribute, preset));
    }
    if (factory == null) {
      factory = ObjectIdFactory.of(type);
    }
    return factory.generate();
  }

  @Override
  public EnumSet<EventType> getEventTypes() {
    return EventTypeSets.INSERT_ONLY;
  }

  /**
   * {@link GeneratedObjectId#allowAssigned()}: whether Hibernate passes a preset id to {@link
   * #generate} as {@code currentValue}, and how it tells a new entity from a detached one.
   *
   * <p>{@code false}, the default: an entity whose id is set is detached, as with a database
   * key. A reference by id ({@code new Pet()} with only its id set, in a new entity's
   * {@code @ManyToOne}) is then inserted as it is, with no SELECT of the referenced row, and an
   * unknown id fails as a foreign-key violation. {@code persist} of an entity with a set id fails
   * before it reaches this generator; {@link PresetIdCheck} gives that failure our message.
   *
   * <p>{@code true}: Hibernate cannot tell new from detached by the id, so {@code persist} of a
   * preset id is one INSERT (the id is kept), but a reference by id costs a SELECT of the
   * referenced row, and an unknown one fails with {@code TransientPropertyValueException}.
   */
  @Override
  public boolean allowAssignedIdentifiers() {
    return allowAssigned;
  }

  /** {@code Entity.attribute}, for messages. */
  String attribute() {
    return attribute;
  }

  @Override
  public Class<?> getGeneratedType() {
    return type;
  }
}
