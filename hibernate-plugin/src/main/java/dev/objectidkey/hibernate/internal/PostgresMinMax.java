package dev.objectidkey.hibernate.internal;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.query.spi.QueryEngine;
import org.hibernate.query.sqm.function.SqmFunctionDescriptor;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;
import org.hibernate.query.sqm.produce.function.FunctionArgumentException;
import org.hibernate.query.sqm.produce.function.StandardFunctionReturnTypeResolvers;
import org.hibernate.query.sqm.tree.SqmTypedNode;
import org.hibernate.query.sqm.tree.expression.SqmDistinct;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;

/**
 * {@code max} and {@code min} of ids on PostgreSQL, which has no {@code max(bytea)} or
 * {@code min(bytea)} aggregate: {@code max(o.id)} renders as
 * {@code decode(max(encode(id, 'hex') collate "C"), 'hex')}. Lower-case hex of 12 bytes, compared
 * byte by byte ({@code collate "C"}), is the ids' unsigned byte order, so the result is the
 * greatest (least) id, as a {@code bytea} that reads back as the id class. Like every aggregate
 * over an expression, it scans every row it aggregates; {@code order by o.id desc limit 1} reads
 * the primary key backwards and stops at the first entry.
 *
 * <p>Every other argument type keeps PostgreSQL's own {@code max}/{@code min} (Hibernate's
 * {@code PostgreSQLMinMaxFunction}, which already does the same for {@code uuid}): this is a
 * {@link Proxy} in front of the dialect's descriptor that routes only id arguments to ours. A
 * proxy, not a subclass: the descriptor's methods take Hibernate's {@code ReturnableType}, which
 * moved package between 6.6 and 7.0, so no class compiled against one line overrides them on the
 * other, while an {@link InvocationHandler} serves any signature.
 *
 * <p>The filter form ({@code max(o.id) filter (where ...)}) cannot put the clause inside
 * {@code decode}, so it fails with our message when the query is created. The window form
 * ({@code max(o.id) over (...)}) cannot either, and Hibernate gives no descriptor the chance to see
 * the {@code over}: PostgreSQL rejects it ("OVER specified, but decode is not a window function nor
 * an aggregate function").
 */
public final class PostgresMinMax implements InvocationHandler, Integrator, SessionFactoryObserver {

  /** The observer is serializable, as every SessionFactoryObserver; its state is transient. */
  private static final long serialVersionUID = 1L;

  private final transient String name;
  private final transient SqmFunctionDescriptor dialects;
  private final transient SqmFunctionDescriptor ours;

  /**
   * Called by {@link java.util.ServiceLoader}, as the {@link Integrator} that installs the proxies
   * when a SessionFactory is created: Hibernate registers the dialect's functions after every
   * {@code FunctionContributor} (6.6 to 7.4), so a contributor cannot wrap them.
   */
  public PostgresMinMax() {
    this(null, null, null);
  }

  private PostgresMinMax(String name, SqmFunctionDescriptor dialects, SqmFunctionDescriptor ours) {
    this.name = name;
    this.dialects = dialects;
    this.ours = ours;
  }

  /** The pattern of {@code name} ({@code max} or {@code min}) over an id. */
  static String pattern(String name) {
    return "decode(" + name + "(encode(?1, 'hex') collate \"C\"), 'hex')";
  }

  @Override
  public void integrate(
      Metadata metadata,
      BootstrapContext bootstrapContext,
      SessionFactoryImplementor sessionFactory) {
    if (sessionFactory.getJdbcServices().getDialect() instanceof PostgreSQLDialect) {
      sessionFactory.addObserver(this);
    }
  }

  @Override
  public void disintegrate(
      SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {}

  /**
   * Wraps the factory's {@code max} and {@code min}, before the application creates any query.
   *
   * <p>Hibernate's own observer that checks the named queries ({@code
   * SessionFactoryObserverForNamedQueryValidation}) is registered before any integrator's, so it
   * has already interpreted every {@code @NamedQuery} with the dialect's {@code max}, and cached
   * the result by its HQL text: a named {@code max(o.id)} would run as PostgreSQL's {@code
   * max(bytea)}, which does not exist. Emptying the interpretation cache makes every query,
   * named or not, be interpreted again, with ours.
   */
  @Override
  public void sessionFactoryCreated(SessionFactory factory) {
    QueryEngine queryEngine = ((SessionFactoryImplementor) factory).getQueryEngine();
    SqmFunctionRegistry registry = queryEngine.getSqmFunctionRegistry();
    install(registry, "max");
    install(registry, "min");
    // close() only empties the caches (6.6 to 7.4); the cache stays in use.
    queryEngine.getInterpretationCache().close();
  }

  /** Puts the proxy in front of the registered {@code name} function. */
  static void install(SqmFunctionRegistry registry, String name) {
    SqmFunctionDescriptor dialects = registry.findFunctionDescriptor(name);
    if (dialects == null
        || (Proxy.isProxyClass(dialects.getClass())
            && Proxy.getInvocationHandler(dialects) instanceof PostgresMinMax)) {
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
                new PostgresMinMax(name, dialects, ours)));
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
      String clause =
          method.getName().equals("generateWindowSqmExpression")
              ? "over"
              : method.getName().equals("generateOrderedSetAggregateSqmExpression")
                  ? "within group"
                  : method.getName().equals("generateAggregateSqmExpression")
                          && arguments[1] != null
                      ? "filter"
                      : null;
      if (clause != null) {
        throw new FunctionArgumentException(
            MappingError.POSTGRES_MIN_MAX.message(
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
}
