package dev.objectidkey.hibernate.internal;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import org.hibernate.query.sqm.function.SqmFunctionDescriptor;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;
import org.hibernate.query.sqm.produce.function.FunctionArgumentException;
import org.hibernate.query.sqm.produce.function.StandardFunctionReturnTypeResolvers;
import org.hibernate.query.sqm.tree.SqmTypedNode;
import org.hibernate.query.sqm.tree.expression.SqmDistinct;

/**
 * The {@code max} or {@code min} that a PostgreSQL SessionFactory uses once {@link
 * PostgresMinMaxInstaller} has installed it: {@code max(o.id)} renders as {@code
 * decode(max(encode(id, 'hex') collate "C"), 'hex')}. Lower-case hex of 12 bytes, compared byte by
 * byte ({@code collate "C"}), is the ids' unsigned byte order, so the result is the greatest
 * (least) id, as a {@code bytea} that reads back as the id class. Like every aggregate over an
 * expression, it scans every row it aggregates; {@code order by o.id desc limit 1} reads the
 * primary key backwards and stops at the first entry.
 *
 * <p>Every other argument type keeps PostgreSQL's own {@code max}/{@code min} (Hibernate's {@code
 * PostgreSQLMinMaxFunction}, which already does the same for {@code uuid}): this is the {@link
 * InvocationHandler} of a {@link Proxy} in front of the dialect's descriptor that routes only id
 * arguments to ours.
 *
 * <p><b>A Hibernate line difference.</b> A proxy, not a subclass: the descriptor's methods take
 * Hibernate's {@code ReturnableType}, which moved from {@code org.hibernate.query} (6.6) to {@code
 * org.hibernate.metamodel.model.domain} (7.0), so no class compiled against one line overrides
 * them on the other, while an {@link InvocationHandler} serves either signature. This class
 * names neither {@code ReturnableType}; the plugin's GraalVM metadata lists the proxy's interface.
 *
 * <p>The filter form ({@code max(o.id) filter (where ...)}) cannot put the clause inside {@code
 * decode}, so it fails with our message when the query is created. The window form ({@code
 * max(o.id) over (...)}) cannot either, and Hibernate gives no descriptor the chance to see the
 * {@code over}: PostgreSQL rejects it ("OVER specified, but decode is not a window function nor an
 * aggregate function").
 */
final class PostgresMinMaxDescriptor implements InvocationHandler {

  private final String name;
  private final SqmFunctionDescriptor dialects;
  private final SqmFunctionDescriptor ours;

  private PostgresMinMaxDescriptor(
      String name, SqmFunctionDescriptor dialects, SqmFunctionDescriptor ours) {
    this.name = name;
    this.dialects = dialects;
    this.ours = ours;
  }

  /** The pattern of {@code name} ({@code max} or {@code min}) over an id. */
  static String pattern(String name) {
    return "decode(" + name + "(encode(?1, 'hex') collate \"C\"), 'hex')";
  }

  /** Puts the proxy in front of the registered {@code name} function, once. */
  static void install(SqmFunctionRegistry registry, String name) {
    SqmFunctionDescriptor dialects = registry.findFunctionDescriptor(name);
    if (dialects == null
        || (Proxy.isProxyClass(dialects.getClass())
            && Proxy.getInvocationHandler(dialects) instanceof PostgresMinMaxDescriptor)) {
      return; // already ours
    }
    SqmFunctionDescriptor ours =
        registry
            .patternAggregateDescriptorBuilder(name, pattern(name))
            .setExactArgumentCount(1)
            .setReturnTypeResolver(StandardFunctionReturnTypeResolvers.useArgType(1))
            .setArgumentListSignature("(OBJECTID id)")
            .descriptor();
    registry.register(
        name,
        (SqmFunctionDescriptor)
            Proxy.newProxyInstance(
                SqmFunctionDescriptor.class.getClassLoader(),
                new Class<?>[] {SqmFunctionDescriptor.class},
                new PostgresMinMaxDescriptor(name, dialects, ours)));
  }

  @Override
  public Object invoke(Object proxy, Method method, Object[] arguments) throws Throwable {
    if (method.getDeclaringClass() == Object.class) {
      return switch (method.getName()) {
        case "equals" -> proxy == arguments[0];
        case "hashCode" -> System.identityHashCode(proxy);
        default -> "objectidkey " + name + " over " + dialects;
      };
    }
    SqmFunctionDescriptor target = dialects;
    // generateSqmExpression, generateAggregateSqmExpression, generateWindowSqmExpression, ...:
    // the first parameter is the argument list on every line.
    if (method.getName().startsWith("generate")
        && arguments != null
        && arguments.length > 0
        && arguments[0] instanceof List<?> list
        && list.size() == 1
        && list.get(0) instanceof SqmTypedNode<?> argument
        && argument.getNodeJavaType() instanceof ObjectIdJavaType) {
      String clause = clauseThePatternCannotRender(method.getName(), arguments);
      if (clause != null) {
        throw new FunctionArgumentException(
            Message.POSTGRES_MIN_MAX.message(
                name, argument.toHqlString(), clause, name, name, name));
      }
      target = ours;
      if (argument instanceof SqmDistinct<?> distinct) {
        // max(distinct x) is max(x): drop the distinct, which the pattern would render inside
        // decode(...), where PostgreSQL rejects it ("encode is not an aggregate function").
        arguments = arguments.clone();
        arguments[0] = List.of(distinct.getExpression());
      }
    }
    try {
      return method.invoke(target, arguments);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  /**
   * The clause of a call over an id that the pattern has no place for, as the message names it,
   * or {@code null} when the call renders with the pattern.
   *
   * @param method the name of the {@code SqmFunctionDescriptor} method called
   * @param arguments its arguments; for {@code generateAggregateSqmExpression} the second is the
   *     filter, {@code null} without one
   */
  private static String clauseThePatternCannotRender(String method, Object[] arguments) {
    return switch (method) {
      case "generateWindowSqmExpression" -> "over";
      case "generateOrderedSetAggregateSqmExpression" -> "within group";
      case "generateAggregateSqmExpression" -> arguments[1] != null ? "filter" : null;
      default -> null;
    };
  }
}
