package dev.objectidkey.sample.mongo;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.Transaction;

/**
 * Exports customers and orders as {@code mongoexport} would: canonical Extended JSON, every id as
 * an {@code {"$oid": "…"}}, in id order (creation order), read in one transaction in pages of
 * {@value #PAGE_SIZE} rows, each page after the last id of the one before (a range on the primary
 * key, so no page costs more than the first).
 *
 * <ul>
 *   <li>The transaction is {@code REPEATABLE READ}, one snapshot of the database: at PostgreSQL's
 *       and H2's default, {@code READ COMMITTED}, each query sees what was committed before it
 *       began, so a customer and its order committed between the customers and the orders query
 *       would give an orders file naming a customer that the customers file lacks.
 *   <li>Each file is written under a temporary name next to it ({@code .orders.json.<random>.part})
 *       and renamed only once both are complete; a failure deletes them, and so does the JVM on
 *       SIGTERM, so a failed export leaves no file behind that a rerun would refuse to overwrite.
 * </ul>
 */
public final class MongoExport {

  /** Rows per query. */
  public static final int PAGE_SIZE = 1_000;

  /** For the temporary files' names. */
  private static final SecureRandom RANDOM = new SecureRandom();

  private final SessionFactory sessionFactory;

  /**
   * Creates the export.
   *
   * @param sessionFactory the shop's database
   */
  public MongoExport(SessionFactory sessionFactory) {
    this.sessionFactory = sessionFactory;
  }

  /**
   * Writes every customer and every order, each file in id order.
   *
   * @param customers the customers file, which must not exist yet
   * @param orders the orders file, which must not exist yet
   * @return how many of each were written
   * @throws UncheckedIOException if a file exists or cannot be written
   */
  public MongoImport.Counts run(ExtendedJsonFile customers, ExtendedJsonFile orders) {
    Path customersPart = part(customers.path());
    Path ordersPart = part(orders.path());
    try {
      MongoImport.Counts counts =
          snapshot(
              new ExtendedJsonFile(customersPart, customers.jsonArray()),
              new ExtendedJsonFile(ordersPart, orders.jsonArray()));
      // Without REPLACE_EXISTING, a move refuses an existing target: still never an overwrite.
      Files.move(customersPart, customers.path());
      Files.move(ordersPart, orders.path());
      return counts;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + e.getMessage(), e);
    } finally {
      deleteQuietly(customersPart);
      deleteQuietly(ordersPart);
    }
  }

  private MongoImport.Counts snapshot(ExtendedJsonFile customers, ExtendedJsonFile orders) {
    try (StatelessSession session = sessionFactory.openStatelessSession()) {
      Transaction transaction = session.beginTransaction();
      try {
        // Before the first query, which is when PostgreSQL, H2 and InnoDB take the snapshot;
        // the pool resets the level when the connection comes back.
        session.doWork(
            connection ->
                connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ));
        MongoImport.Counts counts;
        try (ExtendedJsonFile.Output<CustomerDocument> customerOut =
                customers.write(ShopDocumentCodecs.CUSTOMERS);
            ExtendedJsonFile.Output<OrderDocument> orderOut =
                orders.write(ShopDocumentCodecs.ORDERS)) {
          counts =
              new MongoImport.Counts(
                  writeCustomers(session, customerOut), writeOrders(session, orderOut));
        } catch (IOException e) {
          throw new UncheckedIOException("Cannot write " + e.getMessage(), e);
        }
        transaction.commit();
        return counts;
      } catch (RuntimeException | Error e) {
        if (transaction.isActive()) {
          transaction.rollback();
        }
        throw e;
      }
    }
  }

  /** A new name next to {@code file}, deleted by the JVM on exit (SIGTERM included) if left. */
  private static Path part(Path file) {
    Path absolute = file.toAbsolutePath();
    Path part =
        absolute.resolveSibling(
            "."
                + absolute.getFileName()
                + "."
                + Long.toHexString(RANDOM.nextLong() & Long.MAX_VALUE)
                + ".part");
    part.toFile().deleteOnExit();
    return part;
  }

  private static void deleteQuietly(Path part) {
    try {
      Files.deleteIfExists(part);
    } catch (IOException e) {
      // Nothing better to do: the export's own error, if any, is the one to report.
    }
  }

  private static long writeCustomers(
      StatelessSession session, ExtendedJsonFile.Output<CustomerDocument> out) throws IOException {
    long count = 0;
    CustomerId after = null;
    while (true) {
      List<Object[]> page = page(session, "select c.id, c.name from Customer c", "c.id", after);
      if (page.isEmpty()) {
        return count;
      }
      for (Object[] row : page) {
        out.write(new CustomerDocument((CustomerId) row[0], (String) row[1]));
      }
      count += page.size();
      after = (CustomerId) page.get(page.size() - 1)[0];
    }
  }

  private static long writeOrders(
      StatelessSession session, ExtendedJsonFile.Output<OrderDocument> out) throws IOException {
    long count = 0;
    OrderId after = null;
    while (true) {
      List<Object[]> page = page(session, "select o.id, o.customer.id from Order o", "o.id", after);
      if (page.isEmpty()) {
        return count;
      }
      Map<OrderId, List<LineItem>> lines = new LinkedHashMap<>();
      for (Object[] row : page) {
        lines.put((OrderId) row[0], new ArrayList<>());
      }
      session
          .createSelectionQuery(
              "select l.order.id, l.product, l.quantity from OrderLine l"
                  + " where l.order.id in :ids order by l.id",
              Object[].class)
          .setParameterList("ids", lines.keySet())
          .getResultList()
          .forEach(
              line ->
                  lines
                      .get((OrderId) line[0])
                      .add(new LineItem((String) line[1], (Integer) line[2])));
      for (Object[] row : page) {
        OrderId id = (OrderId) row[0];
        out.write(new OrderDocument(id, (CustomerId) row[1], lines.get(id)));
      }
      count += page.size();
      after = (OrderId) page.get(page.size() - 1)[0];
    }
  }

  /**
   * One page of a keyset scan in id order: the first {@value #PAGE_SIZE} rows of {@code select}
   * whose {@code id} is above {@code after}, or the first page when {@code after} is null. A range
   * on the primary key, so each page is an index range scan however far the export has got.
   */
  private static List<Object[]> page(
      StatelessSession session, String select, String id, Object after) {
    var query =
        session
            .createSelectionQuery(
                select + (after == null ? "" : " where " + id + " > :after") + " order by " + id,
                Object[].class)
            .setMaxResults(PAGE_SIZE);
    if (after != null) {
      query.setParameter("after", after);
    }
    return query.getResultList();
  }
}
