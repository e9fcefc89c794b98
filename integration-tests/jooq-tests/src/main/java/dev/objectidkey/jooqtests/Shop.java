package dev.objectidkey.jooqtests;

import static dev.objectidkey.jooqtests.db.Tables.CUSTOMERS;
import static dev.objectidkey.jooqtests.db.Tables.ORDERS;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.jooq.DSLContext;
import org.jooq.Record4;
import org.jooq.RecordMapper;

/**
 * The shop's queries, written against the generated tables: every id is typed, from the insert to
 * the join, so a {@code CustomerId} cannot be compared with {@code ORDERS.ID}.
 */
public final class Shop {

  private static final RecordMapper<Record4<OrderId, CustomerId, String, Integer>, Order> ORDER =
      r -> new Order(r.value1(), r.value2(), r.value3(), r.value4());

  private final DSLContext db;

  /**
   * A shop on {@code db}.
   *
   * @param db the jOOQ context, connected to a database that has the shop's schema
   */
  public Shop(DSLContext db) {
    this.db = db;
  }

  /**
   * Adds a customer.
   *
   * @param name the name
   * @return the new customer's id, made in the application
   */
  public CustomerId addCustomer(String name) {
    CustomerId id = CustomerId.generate();
    db.insertInto(CUSTOMERS, CUSTOMERS.ID, CUSTOMERS.NAME).values(id, name).execute();
    return id;
  }

  /**
   * Places an order now.
   *
   * @return the new order's id
   */
  public OrderId placeOrder(CustomerId customer, String item, int quantity) {
    return insertOrder(OrderId.generate(), customer, item, quantity);
  }

  /**
   * Records an order placed at {@code placedAt}, as an import of old orders does: its id carries
   * that second.
   *
   * @return the new order's id
   */
  public OrderId importOrder(Instant placedAt, CustomerId customer, String item, int quantity) {
    return insertOrder(OrderId.generateAt(placedAt), customer, item, quantity);
  }

  private OrderId insertOrder(OrderId id, CustomerId customer, String item, int quantity) {
    db.insertInto(ORDERS, ORDERS.ID, ORDERS.CUSTOMER_ID, ORDERS.ITEM, ORDERS.QUANTITY)
        .values(id, customer, item, quantity)
        .execute();
    return id;
  }

  /**
   * The orders placed from {@code from}'s second to {@code to}'s second, both included, in the
   * order they were placed: a range on the primary key, no timestamp column.
   */
  public List<Order> ordersPlacedBetween(Instant from, Instant to) {
    return db.select(ORDERS.ID, ORDERS.CUSTOMER_ID, ORDERS.ITEM, ORDERS.QUANTITY)
        .from(ORDERS)
        .where(ORDERS.ID.between(OrderId.minFor(from), OrderId.maxFor(to)))
        .orderBy(ORDERS.ID)
        .fetch(ORDER);
  }

  /** Every order's id with the name of its customer, joined on the typed foreign key. */
  public Map<OrderId, String> customerNamesByOrder() {
    return db.select(ORDERS.ID, CUSTOMERS.NAME)
        .from(ORDERS)
        .join(CUSTOMERS)
        .on(ORDERS.CUSTOMER_ID.eq(CUSTOMERS.ID))
        .orderBy(ORDERS.ID)
        .fetchMap(ORDERS.ID, CUSTOMERS.NAME);
  }
}
