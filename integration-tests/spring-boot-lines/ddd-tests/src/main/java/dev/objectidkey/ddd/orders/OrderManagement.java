package dev.objectidkey.ddd.orders;

import dev.objectidkey.ddd.customers.CustomerId;
import java.util.List;
import org.jmolecules.ddd.types.Association;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The application service of the orders module: the commands that are not CRUD. */
@Service
public class OrderManagement {

  private final OrderRepository orders;

  OrderManagement(OrderRepository orders) {
    this.orders = orders;
  }

  /**
   * Places an order of a customer, referred to by id only: the customers module is not asked.
   *
   * @param customer who orders
   * @param lines what
   * @return the saved order
   */
  @Transactional
  public Order place(CustomerId customer, List<OrderLine> lines) {
    Order order = new Order(Association.forId(customer));
    lines.forEach(line -> order.add(line.product(), line.quantity(), line.unitPrice()));
    return orders.save(order);
  }

  /** What {@link #complete} did. */
  public enum Completion {
    /** The order was completed. */
    COMPLETED,
    /** The order was completed before. */
    NOT_OPEN,
    /** There is no order of that id. */
    NOT_FOUND
  }

  /**
   * Completes an order: its {@link OrderCompleted} is published in this transaction, and so is
   * stored by Spring Modulith's event publication registry with the order's new status.
   *
   * @param id the order
   * @return what was done
   */
  @Transactional
  public Completion complete(OrderId id) {
    Order order = orders.findById(id).orElse(null);
    if (order == null) {
      return Completion.NOT_FOUND;
    }
    if (order.getStatus() != Order.Status.OPEN) {
      return Completion.NOT_OPEN;
    }
    orders.save(order.complete());
    return Completion.COMPLETED;
  }
}
