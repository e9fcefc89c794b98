package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.configuration;

import dev.objectidkey.testing.StatementCounter;
import dev.objectidkey.testing.TestDatabase;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.opentest4j.TestAbortedException;

/**
 * The lifecycle that the persistence suites share: before the first test, one SessionFactory over
 * the suite's model, with {@code hbm2ddl.auto=create-drop}, on a data source that counts JDBC
 * statements; each test skipped when the database is not there (see {@link
 * TestDatabase#mariaDb()}); the SessionFactory closed, and so the tables dropped, after the last
 * test. A suite names its database in one small subclass per database.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SessionFactorySuite {

  /** Counts and records the JDBC statements of {@link #sessionFactory}. */
  protected final StatementCounter counter = new StatementCounter();

  /** The SessionFactory of the suite, over the counting data source. */
  protected SessionFactory sessionFactory;

  private TestDatabase database;
  private String unavailable;

  /**
   * The database to test on; may skip the tests (see {@link TestDatabase#mariaDb()}).
   *
   * @return the database
   */
  protected abstract TestDatabase database();

  /**
   * The entities that the suite's SessionFactory maps; their tables start with the suite's own
   * prefix, so that suites do not meet in the shared databases.
   *
   * @return the entity classes
   */
  protected abstract Class<?>[] model();

  /**
   * Adds the suite's own settings to the configuration, before the SessionFactory is built; none
   * by default.
   *
   * @param configuration the configuration, with the data source and the model
   */
  protected void configure(Configuration configuration) {}

  /**
   * The SessionFactory of the suite, over the counting data source.
   *
   * @return the SessionFactory
   */
  public final SessionFactory sessionFactory() {
    return sessionFactory;
  }

  /**
   * Counts and records the JDBC statements of {@link #sessionFactory()}.
   *
   * @return the counter
   */
  public final StatementCounter counter() {
    return counter;
  }

  /**
   * The database that the suite runs on, once {@link #database()} has answered.
   *
   * @return the database
   */
  public final TestDatabase testDatabase() {
    return database;
  }

  @BeforeAll
  void bootTheModel() {
    try {
      database = database();
    } catch (TestAbortedException noDatabase) {
      // Reported per test by skipUnlessTheDatabaseIsThere, so that each counts as skipped.
      unavailable = noDatabase.getMessage();
      return;
    }
    System.out.println(getClass().getSimpleName() + " on " + database);
    Configuration configuration = configuration(counter.wrap(database.dataSource()), "create-drop");
    for (Class<?> entity : model()) {
      configuration.addAnnotatedClass(entity);
    }
    configure(configuration);
    sessionFactory = configuration.buildSessionFactory();
  }

  @BeforeEach
  void skipUnlessTheDatabaseIsThere() {
    Assumptions.assumeTrue(unavailable == null, unavailable);
  }

  @AfterAll
  void closeAndDropTheModel() {
    if (sessionFactory != null) {
      sessionFactory.close();
    }
  }
}
