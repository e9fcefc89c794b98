package dev.objectidkey.sample.mongo;

import dev.objectidkey.sample.domain.Customer;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.Order;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.support.Progress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.bson.codecs.Decoder;
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
          Batch<CustomerId, CustomerDocument> customerBatch =
              new Batch<>(
                  session,
                  "customer",
                  CustomerId.class,
                  CustomerDocument::id,
                  (positions, pending) ->
                      pending.forEach(
                          customer ->
                              session.persist(new Customer(customer.id(), customer.name()))));
          read(customers, ShopDocumentCodecs.CUSTOMERS, customerBatch, "customers");

          Set<CustomerId> importedCustomers = customerBatch.seen;
          Batch<OrderId, OrderDocument> orderBatch =
              new Batch<>(
                  session,
                  "order",
                  OrderId.class,
                  OrderDocument::id,
                  (positions, pending) -> {
                    checkCustomers(session, importedCustomers, positions, pending);
                    for (OrderDocument document : pending) {
                      Order order =
                          new Order(
                              document.id(),
                              session.getReference(Customer.class, document.customerId()));
                      document
                          .lines()
                          .forEach(line -> order.addLine(line.product(), line.quantity()));
                      session.persist(order);
                    }
                  });
          read(orders, ShopDocumentCodecs.ORDERS, orderBatch, "orders");
          return new Counts(importedCustomers.size(), orderBatch.seen.size());
        });
  }

  private <I, D> void read(
      ExtendedJsonFile file, Decoder<D> decoder, Batch<I, D> batch, String counted) {
    file.read(
        decoder,
        (document, position) -> {
          batch.add(document, position);
          progress.update(counted, batch.seen.size());
        });
    batch.store();
    progress.done();
  }

  /** The first order, in file order, whose customer is in neither the file nor the database. */
  private static void checkCustomers(
      Session session,
      Set<CustomerId> importedCustomers,
      Map<OrderId, String> positions,
      List<OrderDocument> pending) {
    Set<CustomerId> elsewhere = new HashSet<>();
    for (OrderDocument order : pending) {
      if (!importedCustomers.contains(order.customerId())) {
        elsewhere.add(order.customerId());
      }
    }
    if (elsewhere.isEmpty()) {
      return;
    }
    Set<CustomerId> found =
        new HashSet<>(
            session
                .createSelectionQuery(
                    "select c.id from Customer c where c.id in :ids", CustomerId.class)
                .setParameterList("ids", elsewhere)
                .getResultList());
    for (OrderDocument order : pending) {
      if (!importedCustomers.contains(order.customerId()) && !found.contains(order.customerId())) {
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

  /**
   * Documents of one kind read but not yet stored, with where each came from.
   *
   * @param <I> the id type
   * @param <D> the document type
   */
  private static final class Batch<I, D> {
    private final Session session;
    private final String kind;
    private final Class<I> idType;
    private final Function<D, I> id;
    private final Set<I> seen = new HashSet<>();
    private final Map<I, String> positions = new HashMap<>();
    private final List<D> pending = new ArrayList<>(BATCH_SIZE);

    /** Persists a batch whose ids are new to the database; given where each came from. */
    private final BiConsumer<Map<I, String>, List<D>> store;

    Batch(
        Session session,
        String kind,
        Class<I> idType,
        Function<D, I> id,
        BiConsumer<Map<I, String>, List<D>> store) {
      this.session = session;
      this.kind = kind;
      this.idType = idType;
      this.id = id;
      this.store = store;
    }

    void add(D document, String position) {
      I key = id.apply(document);
      if (!seen.add(key)) {
        throw new ImportRejectedException(
            position + ": duplicate _id " + key + ": another " + kind + " in the file has it");
      }
      pending.add(document);
      positions.put(key, position);
      if (pending.size() == BATCH_SIZE) {
        store();
      }
    }

    void store() {
      if (pending.isEmpty()) {
        return;
      }
      String entity = Character.toUpperCase(kind.charAt(0)) + kind.substring(1);
      List<I> existing =
          session
              .createSelectionQuery(
                  "select e.id from " + entity + " e where e.id in :ids order by e.id", idType)
              .setParameterList("ids", pending.stream().map(id).toList())
              .getResultList();
      if (!existing.isEmpty()) {
        I first = existing.get(0);
        throw new ImportRejectedException(
            positions.get(first)
                + ": "
                + kind
                + " "
                + first
                + " is already in the database; import into an empty database, or remove it from the file");
      }
      store.accept(positions, pending);
      session.flush();
      session.clear();
      pending.clear();
      positions.clear();
    }
  }
}
