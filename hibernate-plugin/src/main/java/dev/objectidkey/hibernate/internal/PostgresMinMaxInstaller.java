package dev.objectidkey.hibernate.internal;

import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.query.spi.QueryEngine;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;

/**
 * Wraps a PostgreSQL SessionFactory's {@code max} and {@code min} in {@link
 * PostgresMinMaxDescriptor}s, before the application creates any query. Registered by {@link
 * PostgresMinMaxIntegrator}.
 *
 * <p>Hibernate's own observer that checks the named queries ({@code
 * SessionFactoryObserverForNamedQueryValidation}) is registered before any integrator's, so it has
 * already interpreted every {@code @NamedQuery} with the dialect's {@code max}, and cached the
 * result by its HQL text: a named {@code max(o.id)} would run as PostgreSQL's {@code max(bytea)},
 * which does not exist. Emptying the interpretation cache makes every query, named or not, be
 * interpreted again, with ours.
 */
final class PostgresMinMaxInstaller implements SessionFactoryObserver {

  /** Serializable, as every SessionFactoryObserver; it has no state. */
  private static final long serialVersionUID = 1L;

  @Override
  public void sessionFactoryCreated(SessionFactory factory) {
    QueryEngine queryEngine = ((SessionFactoryImplementor) factory).getQueryEngine();
    SqmFunctionRegistry registry = queryEngine.getSqmFunctionRegistry();
    PostgresMinMaxDescriptor.install(registry, "max");
    PostgresMinMaxDescriptor.install(registry, "min");
    // close() only empties the caches (on every supported line); the cache stays in use.
    queryEngine.getInterpretationCache().close();
  }
}
