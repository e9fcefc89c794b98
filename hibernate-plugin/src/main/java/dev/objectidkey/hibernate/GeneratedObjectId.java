package dev.objectidkey.hibernate;

import dev.objectidkey.hibernate.internal.GeneratedObjectIdGenerator;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/**
 * Generates the {@code @Id} of a new entity with the id class's own {@code generate()}, in memory,
 * before the insert: no database round trip, so inserts stay in JDBC batches.
 *
 * <pre>{@code
 * @ObjectIdKey @Entity
 * public class Order {
 *   @Id @GeneratedObjectId private OrderId id;
 * }
 * }</pre>
 *
 * <p>The attribute must be the {@code @Id} and have an {@code @ObjectIdKey} id type; anything else,
 * or a {@code @GeneratedValue} beside it, stops the boot with a {@link org.hibernate.MappingException}
 * that names the attribute. Ids come from {@link dev.objectidkey.ObjectIdGenerator#current()}, so
 * {@code ObjectIdGenerator.builder()...run(...)} controls them in tests.
 *
 * @see GeneratedObjectIdGenerator
 * @see dev.objectidkey.ObjectIdGenerator
 */
@Documented
@IdGeneratorType(GeneratedObjectIdGenerator.class)
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface GeneratedObjectId {

  /**
   * Whether an id that the application set before {@code persist} is kept.
   *
   * <p>{@code false}, the default: the id is always generated, and persisting an entity whose id
   * is already set fails with an {@link org.hibernate.id.IdentifierGenerationException} that
   * names the attribute and the value, rather than silently replacing it. {@code true}: a preset
   * id is inserted as it is (for imports, or ids minted elsewhere), and a {@code null} id is
   * generated.
   *
   * @return whether a preset id is kept
   */
  boolean allowAssigned() default false;
}
