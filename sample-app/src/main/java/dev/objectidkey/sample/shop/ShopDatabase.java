package dev.objectidkey.sample.shop;

import dev.objectidkey.sample.domain.Customer;
import dev.objectidkey.sample.domain.Order;
import dev.objectidkey.sample.domain.OrderLine;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.jpa.HibernatePersistenceConfiguration;
import org.hibernate.tool.schema.Action;

/**
 * Where the shop's data lives: a JDBC URL and optional credentials. The dialect is detected from
 * the connection, so the same application runs on H2, PostgreSQL and MariaDB unchanged.
 *
 * @param jdbcUrl the JDBC URL, such as {@value #DEFAULT_URL}
 * @param user the user name, or null to send none
 * @param password the password, or null to send none
 */
public record ShopDatabase(String jdbcUrl, String user, String password) {

  /** An H2 file database under {@code ./data/}, created on first use. */
  public static final String DEFAULT_URL = "jdbc:h2:file:./data/objectidkey-sample";

  /**
   * Hibernate logs through java.util.logging here; keep the INFO banner and the built-in pool's
   * "not intended for production" warning off a command-line tool's stderr. The logger is held
   * strongly, or java.util.logging could drop the level with a collected logger.
   */
  private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

  static {
    HIBERNATE_LOG.setLevel(Level.SEVERE);
  }

  /**
   * Connects, creates or updates the schema, and returns the session factory.
   *
   * @return a new session factory, which the caller closes
   */
  public SessionFactory open() {
    HibernatePersistenceConfiguration configuration =
        new HibernatePersistenceConfiguration("objectidkey-sample")
            .managedClasses(Customer.class, Order.class, OrderLine.class)
            .jdbcUrl(jdbcUrl)
            .jdbcPoolSize(1)
            // An order and its lines are two tables: without sorting, the inserts of a flush
            // alternate between them and no JDBC batch (import-mongo's) holds more than one row.
            .property("hibernate.order_inserts", true)
            .schemaToolingAction(Action.UPDATE);
    if (user != null) {
      configuration.jdbcUsername(user);
    }
    if (password != null) {
      configuration.jdbcPassword(password);
    }
    return configuration.createEntityManagerFactory();
  }
}
