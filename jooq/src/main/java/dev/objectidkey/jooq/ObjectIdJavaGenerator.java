package dev.objectidkey.jooq;

import org.jooq.codegen.JavaGenerator;
import org.jooq.meta.Database;

/**
 * jOOQ's {@link JavaGenerator}, plus one rule: a {@code <forcedType>} whose {@code <userType>} holds
 * {@code {Entity}}, such as {@code com.example.shop.{Entity}Id}, gives every column it matches the
 * typed id class of the key behind it, with a converter to and from the column's 12 bytes:
 *
 * <ul>
 *   <li>a foreign key column takes the id class of the column it references, whatever its name
 *       ({@code orders.customer_id} and {@code orders.placed_by} referencing {@code customers.id}
 *       both become {@code CustomerId});
 *   <li>a single-column primary key takes the template with {@code {Entity}} replaced by its table's
 *       name in the singular and in UpperCamelCase ({@code orders.id} becomes {@code OrderId},
 *       {@code order_lines.id} {@code OrderLineId}, {@code categories.id} {@code CategoryId}).
 * </ul>
 *
 * <p>Which columns the template applies to is jOOQ's own matching ({@code includeTypes}, {@code
 * includeExpression}, {@code excludeExpression}, and the first matching forcedType wins), so a
 * forcedType listed before the template overrides it for a column, and a foreign key to that column
 * follows the override.
 *
 * <p>Nothing falls back to {@code byte[]} silently. Code generation fails, naming each column and
 * the fix, when a column the template matches is neither kind of key or is not binary, when a
 * column of exactly 12 bytes ({@code BINARY(12)}, {@code VARBINARY(12)}) is matched by no
 * forcedType at all, and when the template itself is malformed.
 *
 * <p>Why a generator and not a converter per id class: a {@code <forcedType>} has one fixed {@code
 * <userType>}, so plain jOOQ needs one block per id class, kept in step with the schema by hand,
 * and a 12-byte column that no block names is generated as {@code byte[]} without a word. This
 * generator reads the keys of the schema that jOOQ has just read, and turns the one template into
 * one forcedType per id column before jOOQ writes any code. The generated code refers to jOOQ and
 * the id classes only ({@code Converter.ofNullable(byte[].class, OrderId.class, OrderId::fromBytes,
 * OrderId::toByteArray)}), so this jar is needed on the code generator's class path, never at run
 * time.
 */
public class ObjectIdJavaGenerator extends JavaGenerator {

  /** Called by jOOQ's {@code GenerationTool}, which names this class in {@code <generator><name>}. */
  public ObjectIdJavaGenerator() {}

  /**
   * Maps the id columns, then generates as {@link JavaGenerator} does.
   *
   * @param db the schema that jOOQ has read
   * @throws IdMappingException naming every column that cannot be mapped and how to fix it
   */
  @Override
  public void generate(Database db) {
    new IdColumnMapper(db).mapIdColumns();
    super.generate(db);
  }
}
