package dev.objectidkey.hibernate.internal;

import org.hibernate.type.descriptor.jdbc.BinaryJdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcType;

/**
 * Hibernate's {@code BINARY} JdbcType, declared comparable, for the columns of every id class.
 *
 * <p>Hibernate checks the arguments of {@code max}, {@code min} and the other functions whose
 * parameter is {@code COMPARABLE} with {@link JdbcType#isComparable()}, which is false for binary
 * types (on every supported line), so {@code select max(o.id)} failed with "Parameter 1 of function
 * 'max()' has type 'COMPARABLE', but argument is of type 'OrderId' mapped to 'VARBINARY'". Ids are
 * comparable: every supported database compares binary values as unsigned bytes, which is the
 * ids' own order ({@code compareTo}), so {@code ORDER BY id}, {@code <} and {@code max} agree with
 * it. (PostgreSQL has no {@code max(bytea)}: {@link PostgresMinMaxDescriptor} renders it.)
 *
 * <p>Everything else, binding, extraction, literals, the DDL type {@code binary(12)} or
 * {@code bytea}, is {@link BinaryJdbcType}'s. It is used only where the dialect's {@code BINARY}
 * type is Hibernate's standard one, see {@link #comparable(JdbcType)}.
 */
final class ObjectIdJdbcType extends BinaryJdbcType {

  private static final long serialVersionUID = 1L;

  /** The one instance: it has no state. */
  static final ObjectIdJdbcType INSTANCE = new ObjectIdJdbcType();

  private ObjectIdJdbcType() {}

  /**
   * The comparable form of the dialect's {@code BINARY} type: this type when the dialect uses
   * Hibernate's standard {@link BinaryJdbcType} (H2, PostgreSQL, MariaDB, MySQL, Oracle and SQL
   * Server do), else the dialect's own type unchanged, so that no dialect loses its binding.
   */
  static JdbcType comparable(JdbcType binary) {
    return binary.getClass() == BinaryJdbcType.class ? INSTANCE : binary;
  }

  @Override
  public boolean isComparable() {
    return true;
  }

  @Override
  public String toString() {
    return "ObjectIdJdbcType (BINARY, comparable)";
  }
}
