package dev.objectidkey.sample.shop;

import dev.objectidkey.sample.domain.Customer;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.Order;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.domain.OrderLine;
import java.time.Instant;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.hibernate.SessionFactory;
import org.hibernate.jpa.HibernatePersistenceConfiguration;
import org.hibernate.query.SelectionQuery;
import org.hibernate.tool.schema.Action;

/**
 * Customers and orders, by typed id. Every method runs in its own transaction and returns
 * detached values.
 *
 * <p>No method takes a creation time: ids carry it. "Created from t1 through t2" is {@code id
 * between OrderId.minFor(t1) and OrderId.maxFor(t2)}, and "sorted by creation" is {@code order by
 * id}, both served by the primary key index, at one-second resolution.
 */
public final class ShopService implements AutoCloseable {

  private static final String ORDER_WITH_CUSTOMER =
      "select o from Order o join fetch o.customer c left join fetch o.lines ";

  private final SessionFactory sessionFactory;

  /**
   * The shop's Hibernate configuration: its three entities, and the schema created or updated at
   * boot. Nothing in it is for the ids: the plugin finds the generated id classes by itself. The
   * caller adds the data source (see {@code support.ShopDatabase}, or your framework's).
   */
  public static HibernatePersistenceConfiguration persistence() {
    return new HibernatePersistenceConfiguration("objectidkey-sample")
        .managedClasses(Customer.class, Order.class, OrderLine.class)
        // An order and its lines are two tables: without sorting, the inserts of a flush
        // alternate between them and no JDBC batch (import-mongo's) holds more than one row.
        .property("hibernate.order_inserts", true)
        .schemaToolingAction(Action.UPDATE);
  }

  /** The shop on {@code sessionFactory}, built from {@link #persistence()}, which it closes. */
  public ShopService(SessionFactory sessionFactory) {
    this.sessionFactory = sessionFactory;
  }

  public CustomerId addCustomer(String name) {
    return sessionFactory.fromTransaction(
        session -> {
          Customer customer = new Customer(name);
          session.persist(customer);
          return customer.getId();
        });
  }

  /**
   * Places an order of at least one line for an existing customer and returns its new id, which
   * also records when it was placed; {@link NoSuchElementException} if there is no such customer.
   */
  public OrderId placeOrder(CustomerId customerId, List<LineItem> items) {
    return sessionFactory.fromTransaction(
        session -> {
          Customer customer = session.find(Customer.class, customerId);
          if (customer == null) {
            throw new NoSuchElementException("No customer with id " + customerId);
          }
          Order order = new Order(customer);
          items.forEach(item -> order.addLine(item.product(), item.quantity()));
          session.persist(order);
          return order.getId();
        });
  }

  /** One order with its customer and lines, or empty if there is none with that id. */
  public Optional<OrderView> findOrder(OrderId id) {
    return sessionFactory.fromTransaction(
        session ->
            session
                .createSelectionQuery(ORDER_WITH_CUSTOMER + "where o.id = :id", Order.class)
                .setParameter("id", id)
                .uniqueResultOptional()
                .map(ShopService::view));
  }

  /**
   * Lists the orders created from second {@code from} through second {@code to}, both included,
   * oldest first, of the given customers, or of all if null: a range on the primary key, {@code
   * o.id between OrderId.minFor(from) and OrderId.maxFor(to)}.
   */
  public List<OrderView> ordersOf(List<CustomerId> customers, Instant from, Instant to) {
    String hql =
        ORDER_WITH_CUSTOMER
            + "where o.id between :from and :to"
            + (customers == null ? "" : " and c.id in :customers")
            + " order by o.id";
    return sessionFactory.fromTransaction(
        session -> {
          var query =
              session
                  .createSelectionQuery(hql, Order.class)
                  .setParameter("from", OrderId.minFor(from))
                  .setParameter("to", OrderId.maxFor(to));
          if (customers != null) {
            query.setParameterList("customers", customers);
          }
          return views(query);
        });
  }

  /** What {@link #ordersBetween} runs first, for a page that shows it: a range on the key. */
  public static final String ORDERS_BETWEEN =
      "select o.id from Order o where o.id between :from and :to order by o.id";

  /**
   * The first {@code limit} orders of {@link #ordersOf} all customers: {@link #ORDERS_BETWEEN},
   * then those orders' customers and lines.
   */
  public List<OrderView> ordersBetween(Instant from, Instant to, int limit) {
    return sessionFactory.fromTransaction(
        session -> {
          List<OrderId> ids =
              session
                  .createSelectionQuery(ORDERS_BETWEEN, OrderId.class)
                  .setParameter("from", OrderId.minFor(from))
                  .setParameter("to", OrderId.maxFor(to))
                  .setMaxResults(limit)
                  .getResultList();
          if (ids.isEmpty()) {
            return List.<OrderView>of();
          }
          return views(
              session
                  .createSelectionQuery(
                      ORDER_WITH_CUSTOMER + "where o.id in :ids order by o.id", Order.class)
                  .setParameterList("ids", ids));
        });
  }

  private static List<OrderView> views(SelectionQuery<Order> query) {
    return query.getResultList().stream().map(ShopService::view).toList();
  }

  private static OrderView view(Order order) {
    List<LineItem> lines =
        order.getLines().stream()
            .map(line -> new LineItem(line.getProduct(), line.getQuantity()))
            .toList();
    Customer customer = order.getCustomer();
    return new OrderView(order.getId(), customer.getId(), customer.getName(), lines);
  }

  @Override
  public void close() {
    sessionFactory.close();
  }
}
