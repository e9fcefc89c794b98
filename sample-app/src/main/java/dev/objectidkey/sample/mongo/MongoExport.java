package dev.objectidkey.sample.mongo;

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
import java.util.function.Function;
import java.util.stream.Stream;
import org.bson.Document;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;

/**
 * Exports customers and orders as {@code mongoexport} would, from one {@code REPEATABLE READ}
 * snapshot, in pages of {@value #PAGE_SIZE} rows by id, to {@code .part} files renamed once both
 * are complete, as sample-app/README.md ("Commands") says.
 */
public final class MongoExport {

  private static final int PAGE_SIZE = 1_000;
  private static final SecureRandom RANDOM = new SecureRandom(); // for the temporary files' names

  private final SessionFactory sessionFactory;

  public MongoExport(SessionFactory sessionFactory) {
    this.sessionFactory = sessionFactory;
  }

  /** Writes every customer and order in id order; {@link UncheckedIOException} if it cannot. */
  public MongoImport.Counts run(ExtendedJsonFile customers, ExtendedJsonFile orders) {
    Path customersPart = part(customers.path());
    Path ordersPart = part(orders.path());
    try {
      MongoImport.Counts counts =
          sessionFactory.fromStatelessTransaction(
              session ->
                  snapshot(
                      session,
                      new ExtendedJsonFile(customersPart, customers.jsonArray()),
                      new ExtendedJsonFile(ordersPart, orders.jsonArray())));
      // Without REPLACE_EXISTING, a move refuses an existing target: still never an overwrite.
      Files.move(customersPart, customers.path());
      Files.move(ordersPart, orders.path());
      return counts;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + e.getMessage(), e);
    } finally {
      // Quietly: the export's own error, if any, is the one to report.
      customersPart.toFile().delete();
      ordersPart.toFile().delete();
    }
  }

  private static MongoImport.Counts snapshot(
      StatelessSession session, ExtendedJsonFile customers, ExtendedJsonFile orders) {
    // Before the first query, which is when PostgreSQL, H2 and InnoDB take the snapshot;
    // the pool resets the level when the connection comes back.
    session.doWork(
        connection -> connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ));
    try {
      return new MongoImport.Counts(
          customers.write(
              ShopDocumentCodecs.WRITER,
              scan(
                  session,
                  "select c.id, c.name from Customer c",
                  "c.id",
                  page ->
                      page.stream()
                          .map(row -> new Document("_id", row[0]).append("name", row[1]))
                          .toList())),
          orders.write(
              ShopDocumentCodecs.WRITER,
              scan(
                  session,
                  "select o.id, o.customer.id from Order o",
                  "o.id",
                  page -> orders(session, page))));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + e.getMessage(), e);
    }
  }

  /** A new name next to {@code file}, deleted by the JVM on exit (SIGTERM included) if left. */
  private static Path part(Path file) {
    Path absolute = file.toAbsolutePath();
    Path part =
        absolute.resolveSibling(
            ".%s.%x.part".formatted(absolute.getFileName(), RANDOM.nextLong() & Long.MAX_VALUE));
    part.toFile().deleteOnExit();
    return part;
  }

  /**
   * Every row of {@code select} in {@code id} order, made documents by {@code documents} a page of
   * {@value #PAGE_SIZE} rows at a time: a keyset scan, each page after the last id of the one before.
   */
  private static <D> Stream<D> scan(
      StatelessSession session,
      String select,
      String id,
      Function<List<Object[]>, List<D>> documents) {
    return Stream.iterate(
            page(session, select, id, null),
            page -> !page.isEmpty(),
            page -> page(session, select, id, page.get(page.size() - 1)[0]))
        .flatMap(page -> documents.apply(page).stream());
  }

  /** The first {@value #PAGE_SIZE} rows whose first column, the id, is above {@code after}. */
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

  /** A page of orders, {@code [id, customer id]} rows, with their lines. */
  private static List<Document> orders(StatelessSession session, List<Object[]> page) {
    Map<Object, List<Document>> lines = new LinkedHashMap<>();
    page.forEach(row -> lines.put(row[0], new ArrayList<>()));
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
                    .get(line[0])
                    .add(new Document("product", line[1]).append("quantity", line[2])));
    return page.stream()
        .map(
            row ->
                new Document("_id", row[0])
                    .append("customerId", row[1])
                    .append("lines", lines.get(row[0])))
        .toList();
  }
}
