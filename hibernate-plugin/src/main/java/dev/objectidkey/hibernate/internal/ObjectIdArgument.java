package dev.objectidkey.hibernate.internal;

import java.util.List;
import org.hibernate.query.sqm.produce.function.ArgumentsValidator;
import org.hibernate.query.sqm.produce.function.FunctionArgumentException;
import org.hibernate.query.sqm.tree.SqmTypedNode;
import org.hibernate.query.sqm.tree.expression.SqmParameter;
import org.hibernate.type.descriptor.java.JavaType;
import org.hibernate.type.spi.TypeConfiguration;

/**
 * Checks that a query function of the plugin gets exactly one argument, and that it is an ObjectId
 * ({@code objectid_hex(o.name)} fails, naming the function, the argument and its type, when the
 * query is created).
 *
 * <p>A query parameter as the argument ({@code objectid_hex(:p)}) is refused too, unless the query
 * already gave it an id type elsewhere: its type is only known once a value is bound, after this
 * check, and a {@code String} or {@code Long} bound there would reach the database as text or a
 * number (H2 and MariaDB then return the hex or time of those bytes, PostgreSQL fails late). The
 * value of a parameter is in Java already, where {@code toHexString()} and {@code getTimestamp()}
 * give the same result.
 *
 * <p>It implements {@code validate(List, String, TypeConfiguration)}: the one signature that
 * every supported Hibernate line shares (6.6 calls it through {@code validate(..., QueryEngine)}, 7.x
 * through {@code validate(..., BindingContext)}, both default methods).
 */
final class ObjectIdArgument implements ArgumentsValidator {

  private final String function;
  private final ObjectIdSql sql;
  private final String dialect;

  /**
   * @param function the function's name
   * @param sql the database's SQL, or null when the plugin has none for it: then every use fails
   * @param dialect the dialect's class name, for that message
   */
  ObjectIdArgument(String function, ObjectIdSql sql, String dialect) {
    this.function = function;
    this.sql = sql;
    this.dialect = dialect;
  }

  @Override
  public void validate(
      List<? extends SqmTypedNode<?>> arguments,
      String functionName,
      TypeConfiguration typeConfiguration) {
    if (arguments.size() != 1) {
      throw new FunctionArgumentException(
          Message.FUNCTION_ARGUMENT_COUNT.message(function, arguments.size(), function));
    }
    SqmTypedNode<?> argument = arguments.get(0);
    // Null for a parameter whose type is not known yet: Hibernate types it from the binding.
    JavaType<?> type = argument.getNodeJavaType();
    if (type == null && argument instanceof SqmParameter<?>) {
      throw new FunctionArgumentException(
          Message.FUNCTION_UNTYPED_PARAMETER.message(
              function, argument.toHqlString(), function, function, function));
    }
    if (type != null && !(type instanceof ObjectIdJavaType)) {
      throw new FunctionArgumentException(
          Message.FUNCTION_ARGUMENT.message(
              function,
              argument.toHqlString(),
              type.getJavaTypeClass().getName(),
              function,
              function));
    }
    if (sql == null) {
      throw new FunctionArgumentException(
          Message.FUNCTION_DIALECT.message(function, dialect, ObjectIdSql.supported()));
    }
  }

  @Override
  public String getSignature() {
    return "(OBJECTID id)";
  }
}
