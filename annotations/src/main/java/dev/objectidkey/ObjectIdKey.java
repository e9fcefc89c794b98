package dev.objectidkey;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Generates a typed 12-byte ObjectId class for the annotated type, at compile time.
 *
 * <p>{@code @ObjectIdKey class Order} generates {@code final class OrderId extends AbstractObjectId}
 * in the same package. The id class is always top level, also for a nested owner
 * ({@code Shop.Order} gives {@code OrderId}), and it never refers back to its owner.
 *
 * <p>The owner may be a class, a record or an interface; enums and annotation types are rejected
 * at compile time.
 *
 * @see AbstractObjectId
 * @see ObjectIdGenerator
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ObjectIdKey {

  /**
   * The simple name of the generated id class. Empty, the default, means the owner's simple name
   * followed by {@code Id}. It must be a valid Java identifier and not a keyword; the package is
   * always the owner's.
   *
   * @return the simple name of the generated class, or empty for {@code <Owner>Id}
   */
  String name() default "";
}
