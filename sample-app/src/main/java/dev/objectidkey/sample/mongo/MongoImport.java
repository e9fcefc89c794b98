package dev.objectidkey.sample.mongo;

import dev.objectidkey.sample.domain.Customer;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.Order;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.mongo.ShopDocumentCodecs.OrderDocument;
import dev.objectidkey.sample.support.Progress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.bson.codecs.Decoder;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * Imports customers and orders from {@code mongoexport} files, keeping every {@code _id} as the
 * typed id, all or nothing, in batches of {@value #BATCH_SIZE} (one existence query per batch,
 * then flush and clear), as docs/mongodb.md describes.
 */
public final class MongoImport {

  private static final int BATCH_SIZE = 1_000;
  private static final int JDBC_BATCH_SIZE = 100;

  /** How many customers and orders were imported, or exported. */
  public record Counts(long customers, long orders) {}

  private final SessionFactory sessionFactory;
  private final Progress progress;

  /** The import into {@code sessionFactory}, counting on {@code progress} while files are read. */
  public MongoImport(SessionFactory sessionFactory, Progress progress) {
    this.sessionFactory = sessionFactory;
    this.progress = progress;
  }

  /**
   * Imports both files, customers first, in one transaction; an {@link ImportRejectedException}
   * names the first document that cannot be imported, and nothing is then.
   */
  public Counts run(ExtendedJsonFile customers, ExtendedJsonFile orders) {
    try {
      return sessionFactory.fromTransaction(session -> importBoth(session, customers, orders));
    } finally {
      // A failure ends the count's line too: its message must not be glued to "25,000 orders read".
      progress.done();
    }
  }

  private Counts importBoth(Session session, ExtendedJsonFile customers, ExtendedJsonFile orders) {
    session.setJdbcBatchSize(JDBC_BATCH_SIZE);
    Batch<CustomerId, Customer> customerBatch =
        new Batch<>(
            session,
            Customer.class,
            Customer::getId,
            (positions, pending) -> pending.forEach(session::persist));
    read(customers, ShopDocumentCodecs.CUSTOMERS, customerBatch, "customers");
    Set<CustomerId> importedCustomers = customerBatch.seen;
    Batch<OrderId, OrderDocument> orderBatch =
        new Batch<>(
            session,
            Order.class,
            OrderDocument::id,
            (positions, pending) -> {
              checkCustomers(session, importedCustomers, positions, pending);
              for (OrderDocument document : pending) {
                Order order =
                    new Order(
                        document.id(), session.getReference(Customer.class, document.customerId()));
                document.lines().forEach(line -> order.addLine(line.product(), line.quantity()));
                session.persist(order);
              }
            });
    read(orders, ShopDocumentCodecs.ORDERS, orderBatch, "orders");
    return new Counts(importedCustomers.size(), orderBatch.seen.size());
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
    pending.stream()
        .map(OrderDocument::customerId)
        .filter(customer -> !importedCustomers.contains(customer))
        .forEach(elsewhere::add);
    if (elsewhere.isEmpty()) {
      return;
    }
    elsewhere.removeAll(
        session
            .createSelectionQuery(
                "select c.id from Customer c where c.id in :ids", CustomerId.class)
            .setParameterList("ids", elsewhere)
            .getResultList());
    pending.stream()
        .filter(order -> elsewhere.contains(order.customerId()))
        .findFirst()
        .ifPresent(
            order -> {
              throw new ImportRejectedException(
                  String.format(
                      "%s: order %s is for customer %s, which is neither in the customers file"
                          + " nor in the database",
                      positions.get(order.id()), order.id(), order.customerId()));
            });
  }

  /** Documents of one kind read but not yet stored, with where each came from. */
  private static final class Batch<I, D> {
    private final Session session;
    private final String entity;
    private final Function<D, I> id;
    private final Set<I> seen = new HashSet<>();
    private final Map<I, String> positions = new HashMap<>();
    private final List<D> pending = new ArrayList<>(BATCH_SIZE);

    /** Persists a batch whose ids are new to the database; given where each came from. */
    private final BiConsumer<Map<I, String>, List<D>> store;

    Batch(
        Session session,
        Class<?> entity,
        Function<D, I> id,
        BiConsumer<Map<I, String>, List<D>> store) {
      this.session = session;
      this.entity = entity.getSimpleName();
      this.id = id;
      this.store = store;
    }

    void add(D document, String position) {
      I key = id.apply(document);
      if (!seen.add(key)) {
        throw new ImportRejectedException(
            position + ": duplicate _id " + key + ": another " + kind() + " in the file has it");
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
      session
          .createSelectionQuery(
              "select e.id from " + entity + " e where e.id in :ids order by e.id", Object.class)
          .setParameterList("ids", pending.stream().map(id).toList())
          .setMaxResults(1)
          .uniqueResultOptional()
          .ifPresent(
              first -> {
                throw new ImportRejectedException(
                    String.format(
                        "%s: %s %s is already in the database; import into an empty database, or"
                            + " remove it from the file",
                        positions.get(first), kind(), first));
              });
      store.accept(positions, pending);
      session.flush();
      session.clear();
      pending.clear();
      positions.clear();
    }

    private String kind() {
      return entity.toLowerCase(Locale.ROOT);
    }
  }
}
