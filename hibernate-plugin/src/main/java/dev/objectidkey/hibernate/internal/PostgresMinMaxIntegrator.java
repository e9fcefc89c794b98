package dev.objectidkey.hibernate.internal;

import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;

/**
 * {@code max} and {@code min} of ids on PostgreSQL, which has no {@code max(bytea)} or {@code
 * min(bytea)} aggregate: on a PostgreSQL SessionFactory, registers the {@link
 * PostgresMinMaxInstaller}, which puts a {@link PostgresMinMaxDescriptor} in front of the
 * dialect's two functions once the factory exists.
 *
 * <p>An {@link Integrator}, found through {@code META-INF/services}, because Hibernate registers
 * the dialect's functions after every {@code FunctionContributor} (on every supported line): a
 * contributor cannot wrap them, and the integrator is the first hook that sees the SessionFactory.
 */
public final class PostgresMinMaxIntegrator implements Integrator {

  /** Called by {@link java.util.ServiceLoader}. */
  public PostgresMinMaxIntegrator() {}

  @Override
  public void integrate(
      Metadata metadata,
      BootstrapContext bootstrapContext,
      SessionFactoryImplementor sessionFactory) {
    if (sessionFactory.getJdbcServices().getDialect() instanceof PostgreSQLDialect) {
      sessionFactory.addObserver(new PostgresMinMaxInstaller());
    }
  }

  @Override
  public void disintegrate(
      SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {}
}
