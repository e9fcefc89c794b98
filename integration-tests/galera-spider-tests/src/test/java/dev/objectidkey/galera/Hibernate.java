package dev.objectidkey.galera;

import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** SessionFactories on the engines, booted as an application boots them. */
final class Hibernate {

  private Hibernate() {}

  /**
   * A SessionFactory on {@code url} for {@code entities}.
   *
   * @param ddl {@code hibernate.hbm2ddl.auto}: {@code create} for the Galera tables, {@code none}
   *     where the test made the tables itself (Spider)
   */
  static SessionFactory sessionFactory(String url, String ddl, Class<?>... entities) {
    Configuration configuration = new Configuration();
    for (Class<?> entity : entities) {
      configuration.addAnnotatedClass(entity);
    }
    configuration.setProperty("jakarta.persistence.jdbc.url", url);
    configuration.setProperty("jakarta.persistence.jdbc.user", "root");
    configuration.setProperty("jakarta.persistence.jdbc.password", "");
    configuration.setProperty("hibernate.hbm2ddl.auto", ddl);
    configuration.setProperty("hibernate.connection.pool_size", "2");
    return configuration.buildSessionFactory();
  }
}
