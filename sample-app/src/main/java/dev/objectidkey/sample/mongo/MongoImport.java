package dev.objectidkey.sample.mongo;

import dev.objectidkey.sample.domain.Customer;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.Order;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.support.Progress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * Imports customers and orders from {@code mongoexport} files, keeping every {@code _id} as the
 * typed id, in one transaction: a bad document or an id that cannot be imported rolls everything
 * back.
 *
 * <p>Documents are stored in batches of {@value #BATCH_SIZE}: the batch's ids are checked against
 * the database with one query per kind, then persisted, sent as JDBC batches, and flushed and
 * cleared from the session, so memory stays flat however large the files.
 */
public final class MongoImport {

  /** Documents per batch: one existence query, then flush and clear. */
  public static final int BATCH_SIZE = 1_000;

  /** Statements per JDBC batch. */
  public static final int JDBC_BATCH_SIZE = 100;

  /**
   * How many documents were imported.
   *
   * @param customers the customers
   * @param orders the orders
   */
  public record Counts(long customers, long orders) {}

  private final SessionFactory sessionFactory;
  private final Progress progress;

  /**
   * Creates the import.
   *
   * @param sessionFactory the shop's database
   * @param progress where the counts go while files are read
   */
  public MongoImport(SessionFactory sessionFactory, Progress progress) {
    this.sessionFactory = sessionFactory;
    this.progress = progress;
  }

  /**
   * Imports both files, customers first, in one transaction.
   *
   * @param customers the customers file
   * @param orders the orders file
   * @return how many of each were imported
   * @throws ImportRejectedException for a bad document (file, line or index, reason), a duplicate
   *     {@code _id}, an id already in the database, or an order whose customer is in neither the
   *     file nor the database; nothing is imported then
   */
  public Counts run(ExtendedJsonFile customers, ExtendedJsonFile orders) {
    try {
      return importBoth(customers, orders);
    } finally {
      // A failure ends the count's line too: its message must not be glued to "25,000 orders read".
      progress.done();
    }
  }

  private Counts importBoth(ExtendedJsonFile customers, ExtendedJsonFile orders) {
    return sessionFactory.fromTransaction(
        session -> {
          session.setJdbcBatchSize(JDBC_BATCH_SIZE);
          Set<CustomerId> importedCustomers = new HashSet<>();
          CustomerBatch customerBatch = new CustomerBatch(session, importedCustomers);
          customers.read(
              ShopDocumentCodecs.CUSTOMERS,
              (customer, position) -> {
                customerBatch.add(customer, position);
                progress.update("customers", importedCustomers.size());
              });
          customerBatch.store();
          progress.done();

          OrderBatch orderBatch = new OrderBatch(session, importedCustomers);
          orders.read(
              ShopDocumentCodecs.ORDERS,
              (order, position) -> {
                orderBatch.add(order, position);
                progress.update("orders", orderBatch.seen.size());
              });
          orderBatch.store();
          progress.done();
          return new Counts(importedCustomers.size(), orderBatch.seen.size());
        });
  }

  /** Customers read but not yet stored, with where each came from. */
  private static final class CustomerBatch {
    private final Session session;
    private final Set<CustomerId> seen;
    private final Map<CustomerId, String> positions = new HashMap<>();
    private final List<CustomerDocument> pending = new ArrayList<>(BATCH_SIZE);

    CustomerBatch(Session session, Set<CustomerId> seen) {
      this.session = session;
      this.seen = seen;
    }

    void add(CustomerDocument customer, String position) {
      if (!seen.add(customer.id())) {
        throw new ImportRejectedException(
            position
                + ": duplicate _id "
                + customer.id()
                + ": another customer in the file has it");
      }
      pending.add(customer);
      positions.put(customer.id(), position);
      if (pending.size() == BATCH_SIZE) {
        store();
      }
    }

    void store() {
      if (pending.isEmpty()) {
        return;
      }
      List<CustomerId> existing =
          session
              .createSelectionQuery(
                  "select c.id from Customer c where c.id in :ids order by c.id", CustomerId.class)
              .setParameterList("ids", pending.stream().map(CustomerDocument::id).toList())
              .getResultList();
      if (!existing.isEmpty()) {
        CustomerId first = existing.get(0);
        throw new ImportRejectedException(
            positions.get(first)
                + ": customer "
                + first
                + " is already in the database; import into an empty database, or remove it from the file");
      }
      for (CustomerDocument customer : pending) {
        session.persist(new Customer(customer.id(), customer.name()));
      }
      session.flush();
      session.clear();
      pending.clear();
      positions.clear();
    }
  }

  /** Orders read but not yet stored. */
  private static final class OrderBatch {
    private final Session session;
    private final Set<CustomerId> importedCustomers;
    private final Set<OrderId> seen = new HashSet<>();
    private final Map<OrderId, String> positions = new HashMap<>();
    private final List<OrderDocument> pending = new ArrayList<>(BATCH_SIZE);

    OrderBatch(Session session, Set<CustomerId> importedCustomers) {
      this.session = session;
      this.importedCustomers = importedCustomers;
    }

    void add(OrderDocument order, String position) {
      if (!seen.add(order.id())) {
        throw new ImportRejectedException(
            position + ": duplicate _id " + order.id() + ": another order in the file has it");
      }
      pending.add(order);
      positions.put(order.id(), position);
      if (pending.size() == BATCH_SIZE) {
        store();
      }
    }

    void store() {
      if (pending.isEmpty()) {
        return;
      }
      List<OrderId> existing =
          session
              .createSelectionQuery(
                  "select o.id from Order o where o.id in :ids order by o.id", OrderId.class)
              .setParameterList("ids", pending.stream().map(OrderDocument::id).toList())
              .getResultList();
      if (!existing.isEmpty()) {
        OrderId first = existing.get(0);
        throw new ImportRejectedException(
            positions.get(first)
                + ": order "
                + first
                + " is already in the database; import into an empty database, or remove it from the file");
      }
      Set<CustomerId> elsewhere = new HashSet<>();
      for (OrderDocument order : pending) {
        if (!importedCustomers.contains(order.customerId())) {
          elsewhere.add(order.customerId());
        }
      }
      if (!elsewhere.isEmpty()) {
        Set<CustomerId> found =
            new HashSet<>(
                session
                    .createSelectionQuery(
                        "select c.id from Customer c where c.id in :ids", CustomerId.class)
                    .setParameterList("ids", elsewhere)
                    .getResultList());
        for (OrderDocument order : pending) { // the first in file order
          if (!importedCustomers.contains(order.customerId())
              && !found.contains(order.customerId())) {
            throw new ImportRejectedException(
                positions.get(order.id())
                    + ": order "
                    + order.id()
                    + " is for customer "
                    + order.customerId()
                    + ", which is neither in the customers file"
                    + " nor in the database");
          }
        }
      }
      for (OrderDocument document : pending) {
        Order order =
            new Order(document.id(), session.getReference(Customer.class, document.customerId()));
        for (LineItem line : document.lines()) {
          order.addLine(line.product(), line.quantity());
        }
        session.persist(order);
      }
      session.flush();
      session.clear();
      pending.clear();
      positions.clear();
    }
  }
}
