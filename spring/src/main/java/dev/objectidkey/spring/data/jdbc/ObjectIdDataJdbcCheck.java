package dev.objectidkey.spring.data.jdbc;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.data.mapping.context.MappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;

/**
 * Stops the boot when Spring Data JDBC cannot store or generate a typed id, instead of failing at
 * the first insert or query.
 *
 * <p>Runs once every singleton exists, when Spring Data JDBC has built the persistent entity of
 * every repository's aggregate and of every {@code @Table} class it scanned. For each of them it
 * checks, on every property whose type is an id class:
 *
 * <ul>
 *   <li>that Spring Data treats it as a column value: without {@link ObjectIdJdbcConverters} in the
 *       {@code JdbcCustomConversions}, Spring Data takes the id class for an entity;
 *   <li>for the {@code @Id}: that it is a generated id class, which {@link
 *       ObjectIdGeneratingCallback} can generate and the converters can read;
 *   <li>for the {@code @Id}: that the callback can set it, through a setter or field, a wither, or a
 *       constructor parameter.
 * </ul>
 *
 * <p>An aggregate that Spring Data meets only later (no repository, no {@code @Table}) is not
 * checked here.
 */
final class ObjectIdDataJdbcCheck implements SmartInitializingSingleton {

  private final MappingContext<
          ? extends RelationalPersistentEntity<?>, ? extends RelationalPersistentProperty>
      mappingContext;

  ObjectIdDataJdbcCheck(
      MappingContext<
              ? extends RelationalPersistentEntity<?>, ? extends RelationalPersistentProperty>
          mappingContext) {
    this.mappingContext = mappingContext;
  }

  @Override
  public void afterSingletonsInstantiated() {
    List<String> problems = new ArrayList<>();
    for (RelationalPersistentEntity<?> entity : mappingContext.getPersistentEntities()) {
      for (RelationalPersistentProperty property : entity) {
        problems.addAll(check(entity, property));
      }
    }
    if (!problems.isEmpty()) {
      throw new IllegalStateException(String.join("\n", problems));
    }
  }

  private static List<String> check(
      RelationalPersistentEntity<?> entity, RelationalPersistentProperty property) {
    Class<?> type = property.getActualType();
    if (!AbstractObjectId.class.isAssignableFrom(type)) {
      return List.of();
    }
    List<String> problems = new ArrayList<>();
    if (property.isEntity()) {
      problems.add(Message.MAPPED_AS_ENTITY.format(name(entity, property), type.getSimpleName()));
    }
    if (!property.isIdProperty()) {
      return problems;
    }
    try {
      if (Modifier.isAbstract(type.getModifiers())) {
        throw new IllegalArgumentException(type.getName() + " is abstract");
      }
      ObjectIdFactory.of(type.asSubclass(AbstractObjectId.class));
    } catch (IllegalArgumentException e) {
      problems.add(cannotGenerate(entity, property, e));
      return problems;
    }
    // What InstantiationAwarePropertyAccessor, which the callback sets the id with, can do.
    if (property.isImmutable()
        && property.getWither() == null
        && !entity.isCreatorArgument(property)) {
      problems.add(
          Message.ID_NOT_SETTABLE.format(name(entity, property), capitalized(property.getName())));
    }
    return problems;
  }

  /** The message for an id that no generated id class backs; the callback throws it too. */
  static String cannotGenerate(
      RelationalPersistentEntity<?> entity,
      RelationalPersistentProperty property,
      IllegalArgumentException cause) {
    return Message.NOT_AN_ID_CLASS.format(name(entity, property), Message.quoted(cause));
  }

  private static String name(
      RelationalPersistentEntity<?> entity, RelationalPersistentProperty property) {
    return entity.getType().getSimpleName() + "." + property.getName();
  }

  private static String capitalized(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
