package dev.objectidkey.metamodel;

import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;

/** The module's entities on a fresh in-memory H2 database, for each test class. */
final class ShopDatabase {

  private ShopDatabase() {}

  static SessionFactory boot(String name) {
    Configuration configuration =
        new Configuration().addAnnotatedClass(Order.class).addAnnotatedClass(Customer.class);
    configuration.setProperty(
        "hibernate.connection.url", "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
    configuration.setProperty("hibernate.hbm2ddl.auto", "create-drop");
    return configuration.buildSessionFactory();
  }

  /** Persists a customer and {@code count} orders of theirs; returns the ids, oldest first. */
  static List<OrderId> placeOrders(SessionFactory sessionFactory, int count) {
    List<OrderId> ids = new ArrayList<>();
    sessionFactory.inTransaction(
        session -> {
          Customer customer = new Customer();
          session.persist(customer);
          for (int i = 0; i < count; i++) {
            Order order = new Order(customer, "order " + i);
            session.persist(order);
            ids.add(order.getId());
          }
        });
    return ids;
  }
}
