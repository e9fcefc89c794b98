package dev.objectidkey.reactive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.testing.TestDatabase;
import org.hibernate.PersistentObjectException;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.Test;

/**
 * A blocking Hibernate ORM SessionFactory in an application that also has Hibernate Reactive on
 * its classpath keeps the plugin's own checks: only a reactive factory goes without them.
 */
class OrmBesideReactiveTest {

  @Test
  void ormFactoryKeepsThePresetIdMessageWithHibernateReactiveOnTheClasspath() {
    TestDatabase database = ReactivePostgres.database();
    Configuration configuration = new Configuration().addAnnotatedClass(Author.class);
    database
        .connectionSettings()
        .forEach((key, value) -> configuration.setProperty(key, value.toString()));
    configuration.setProperty(AvailableSettings.HBM2DDL_AUTO, "create-drop");
    try (SessionFactory factory = configuration.buildSessionFactory()) {
      AuthorId preset = AuthorId.generate();
      // Hibernate converts it to Jakarta Persistence's EntityExistsException, with its cause.
      Throwable failure =
          assertThrows(
              RuntimeException.class,
              () ->
                  factory.inTransaction(session -> session.persist(new Author(preset, "Preset"))));
      while (!(failure instanceof PersistentObjectException) && failure.getCause() != null) {
        failure = failure.getCause();
      }
      assertTrue(failure.getMessage().startsWith("[ObjectIdKey]"), failure.getMessage());
      assertTrue(failure.getMessage().contains(preset.toString()), failure.getMessage());
      Long rows =
          factory.fromSession(
              session ->
                  session
                      .createSelectionQuery("select count(a) from Author a", Long.class)
                      .getSingleResult());
      assertEquals(0L, rows, "nothing was inserted");
    }
  }
}
