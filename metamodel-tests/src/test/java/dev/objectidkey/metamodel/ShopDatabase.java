package dev.objectidkey.metamodel;

import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** The module's entities on a fresh in-memory H2 database, for each test class. */
final class ShopDatabase {

  private ShopDatabase() {}

  static SessionFactory boot(String name) {
    Configuration configuration = new Configuration()
        .addAnnotatedClass(Order.class).addAnnotatedClass(Customer.class);
    configuration.setProperty("hibernate.connection.url", "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
    configuration.setProperty("hibernate.hbm2ddl.auto", "create-drop");
    return configuration.buildSessionFactory();
  }
}
