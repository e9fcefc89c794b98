package dev.objectidkey.reactive;

import dev.objectidkey.testing.TestDatabase;
import org.hibernate.SessionFactory;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.cfg.Configuration;
import org.hibernate.reactive.provider.ReactiveServiceRegistryBuilder;

/**
 * Boots Hibernate Reactive on the test PostgreSQL (local, else embedded), as a plain Java
 * application does: {@link Configuration} with {@link ReactiveServiceRegistryBuilder}, the
 * connection given as the JDBC URL, which Hibernate Reactive turns into Vert.x PostgreSQL client
 * options. Everything is in the schema {@value #SCHEMA}; the tables are created at boot and
 * dropped when the factory closes.
 */
final class ReactivePostgres {

  /** This module's own PostgreSQL schema: its tables never meet another module's. */
  static final String SCHEMA = "oik_reactive";

  private ReactivePostgres() {}

  /**
   * The database, moved into {@link #SCHEMA}; skips the calling tests, after a line {@code
   * skipped: no PostgreSQL at …}, where neither a local nor an embedded PostgreSQL runs.
   */
  static TestDatabase database() {
    return TestDatabase.postgres().inSchema(SCHEMA);
  }

  /** A Hibernate Reactive factory for the given entities; unwrap it to Mutiny or Stage. */
  static SessionFactory boot(TestDatabase database, Class<?>... entities) {
    Configuration configuration = new Configuration();
    for (Class<?> entity : entities) {
      configuration.addAnnotatedClass(entity);
    }
    // The Vert.x client takes host, port and database from the URL; the schema is Hibernate's
    // default schema, as the pgJDBC-only currentSchema parameter means nothing to Vert.x.
    configuration.setProperty(
        AvailableSettings.JAKARTA_JDBC_URL, database.url().replaceFirst("\\?.*$", ""));
    configuration.setProperty(AvailableSettings.JAKARTA_JDBC_USER, database.user());
    configuration.setProperty(AvailableSettings.JAKARTA_JDBC_PASSWORD, database.password());
    configuration.setProperty(AvailableSettings.DEFAULT_SCHEMA, SCHEMA);
    configuration.setProperty(AvailableSettings.HBM2DDL_AUTO, "create-drop");
    StandardServiceRegistry registry =
        new ReactiveServiceRegistryBuilder().applySettings(configuration.getProperties()).build();
    return configuration.buildSessionFactory(registry);
  }
}
