package dev.objectidkey.quarkus.shop;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;

/** Orders, keyed by their typed id: {@code findById(OrderId)} takes no other id type. */
@ApplicationScoped
public class OrderRepository implements PanacheRepositoryBase<Order, OrderId> {

  /**
   * The orders created from second {@code from} to second {@code to}, oldest first: a range on the
   * id, from {@code OrderId.minFor(from)} to {@code OrderId.maxFor(to)}.
   *
   * @param from the first second, inclusive
   * @param to the last second, inclusive
   * @return the orders, sorted by id
   */
  public List<Order> createdBetween(Instant from, Instant to) {
    return find(
            "from Order o where o.id between :from and :to order by o.id",
            Parameters.with("from", OrderId.minFor(from)).and("to", OrderId.maxFor(to)))
        .list();
  }
}
