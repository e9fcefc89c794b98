package dev.objectidkey.spring.data.jdbc;

import dev.objectidkey.AbstractObjectId;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.dao.IncorrectUpdateSemanticsDataAccessException;
import org.springframework.data.jdbc.core.convert.DataAccessStrategy;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;

/**
 * Refuses a {@code save} that stored nothing: the UPDATE of an aggregate whose typed id no row
 * has.
 *
 * <p>Spring Data JDBC takes an aggregate whose id is set for one already stored, and saves it with
 * an UPDATE. With ids made in the application, setting the id before the first save is a natural
 * mistake; the UPDATE then finds no row, which not every Spring Data JDBC line reports, so the data
 * would be lost without a word (docs/spring-data-jdbc.md, "What objectidkey-spring adds"). This
 * check wraps the application's {@link DataAccessStrategy}, through which every root UPDATE goes,
 * and when {@code update} reports no row for an aggregate whose id is an {@link AbstractObjectId},
 * throws {@link IncorrectUpdateSemanticsDataAccessException} with the id and the two fixes.
 * Aggregates keyed by anything else are left as Spring Data JDBC treats them.
 *
 * <p>The id is looked at only after an UPDATE that found no row. The wrapper is a JDK proxy of the
 * interface, so it passes on every method, whatever Spring Data JDBC line declares them; that costs
 * one reflective call per data access, beside the database round trip each one makes.
 *
 * <p>An UPDATE that changes no value still counts its row on H2, PostgreSQL, MariaDB and MySQL
 * with their drivers' defaults. A database that counts only changed rows (MySQL's {@code
 * useAffectedRows=true}, Vitess) would make saving an unchanged aggregate fail here: turn the
 * check off with {@value #PROPERTY}{@code =false}.
 */
final class ObjectIdUpdateCheck implements BeanPostProcessor {

  /** The property that turns the check off. */
  static final String PROPERTY = "objectidkey.data-jdbc.check-updates";

  private final ObjectProvider<RelationalMappingContext> mappingContext;

  ObjectIdUpdateCheck(ObjectProvider<RelationalMappingContext> mappingContext) {
    this.mappingContext = mappingContext;
  }

  @Override
  public Object postProcessAfterInitialization(Object bean, String beanName) {
    if (!(bean instanceof DataAccessStrategy strategy) || isChecking(bean)) {
      return bean;
    }
    return Proxy.newProxyInstance(
        DataAccessStrategy.class.getClassLoader(),
        new Class<?>[] {DataAccessStrategy.class},
        new Checking(strategy));
  }

  /** Whether {@code bean} is this check's wrapper already; any other proxy is wrapped. */
  private static boolean isChecking(Object bean) {
    return Proxy.isProxyClass(bean.getClass())
        && Proxy.getInvocationHandler(bean) instanceof Checking;
  }

  private final class Checking implements InvocationHandler {

    private final DataAccessStrategy delegate;

    Checking(DataAccessStrategy delegate) {
      this.delegate = delegate;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
      Object result;
      try {
        result = method.invoke(delegate, args);
      } catch (InvocationTargetException e) {
        throw e.getCause();
      }
      // update(T instance, Class<T> domainType): false when the UPDATE counted no row.
      if (Boolean.FALSE.equals(result)
          && method.getName().equals("update")
          && args.length == 2
          && args[1] instanceof Class<?> domainType) {
        refuseIfObjectIdKeyed(args[0], domainType);
      }
      return result;
    }
  }

  private void refuseIfObjectIdKeyed(Object aggregate, Class<?> domainType) {
    RelationalPersistentEntity<?> entity =
        mappingContext.getObject().getRequiredPersistentEntity(domainType);
    Object id = entity.getIdentifierAccessor(aggregate).getIdentifier();
    if (id instanceof AbstractObjectId objectId) {
      throw new IncorrectUpdateSemanticsDataAccessException(
          Message.UPDATE_STORED_NOTHING.format(
              domainType.getSimpleName(), objectId.toHexString(), PROPERTY));
    }
  }
}
