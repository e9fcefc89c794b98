package dev.objectidkey.hibernate;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.testing.StatementCounter;
import dev.objectidkey.testing.TestDatabase;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

/**
 * What the persistence tests of each concern need from {@link ObjectIdPersistenceSuite}: its
 * SessionFactory and database, and what differs per database.
 */
interface PersistenceFixture {

  /**
   * The SessionFactory of the suite, over the counting data source.
   *
   * @return the SessionFactory
   */
  SessionFactory sessionFactory();

  /**
   * Counts and records the JDBC statements of {@link #sessionFactory()}.
   *
   * @return the counter
   */
  StatementCounter counter();

  /**
   * The database that the suite runs on.
   *
   * @return the database
   */
  TestDatabase testDatabase();

  /**
   * The column type that the database reports for an ObjectId column.
   *
   * @return {@code binary(12)} or {@code bytea}
   */
  String objectIdColumnType();

  /**
   * A column type that holds binary values of any length up to at least 13 bytes, as a legacy
   * schema might use.
   *
   * @return such as {@code varbinary(16)}
   */
  String variableBinaryType();

  /**
   * Whether the id column has a fixed length of 12, so that the database itself pads a shorter
   * value with zero bytes and rejects a longer one ({@code binary(12)}); {@code false} where it
   * stores any length ({@code bytea}) and the plugin must reject a wrong length on reading.
   *
   * @return whether the column is fixed-length
   */
  boolean fixedLengthIdColumn();

  /**
   * Runs {@code work} in one transaction of {@link #sessionFactory()}, with every id generated in
   * it stamped from {@code clock}, which the work may move between inserts.
   */
  default void inTransactionAt(Supplier<Instant> clock, Consumer<Session> work) {
    ObjectIdGenerator.builder()
        .clock(clock)
        .build()
        .run(() -> sessionFactory().inTransaction(work));
  }

  /**
   * Persists {@code count} orders labelled {@code label}, returning their ids in creation order.
   */
  default List<OrderId> persistOrders(String label, int count) {
    List<OrderId> ids = new ArrayList<>(count);
    sessionFactory()
        .inTransaction(
            session -> {
              for (int i = 0; i < count; i++) {
                Order order = new Order(label);
                session.persist(order);
                ids.add(order.getId());
                if (i % 1000 == 999) {
                  session.flush();
                  session.clear();
                }
              }
            });
    return ids;
  }
}
