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
   * Whether an id that the application set before {@code persist} is kept, which also decides how
   * Hibernate tells a new entity from an existing one. See docs/assigned-ids-and-references.md.
   *
   * <p>{@code false}, the default: a set id means an existing row, as with a database key. A new
   * entity that references another through an instance holding only its id ({@code new Pet()},
   * {@code setId(id)}) is inserted with no SELECT of the referenced row, and an unknown id fails as
   * a foreign-key violation. {@code persist} of an entity whose id is set fails with a
   * {@link org.hibernate.PersistentObjectException} that names the attribute and the value,
   * rather than silently replacing the id.
   *
   * <p>{@code true}: a preset id is inserted as it is (for imports, ids created in a constructor,
   * or ids minted elsewhere), and a {@code null} id is generated; {@code persist} of a preset id is
   * one INSERT. Hibernate can then no longer tell from the id whether an entity is new: {@code
   * merge} (Spring Data's {@code save}) SELECTs before it inserts unless the entity has a wrapper
   * {@code @Version} that is still {@code null}, and a reference by id SELECTs the referenced row
   * (use {@code getReference} instead).
   *
   * @return whether a preset id is kept
   */
  boolean allowAssigned() default false;
}
