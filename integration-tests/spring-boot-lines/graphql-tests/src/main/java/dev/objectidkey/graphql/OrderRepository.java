package dev.objectidkey.graphql;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Orders, keyed by their typed id, which sorts in creation order. */
public interface OrderRepository extends JpaRepository<Order, OrderId> {

  /**
   * The orders whose id is at or after {@code from}, oldest first.
   *
   * @param from {@code OrderId.minFor(t)}: the lowest id of second {@code t}
   * @return the orders created at {@code t} or later
   */
  List<Order> findByIdGreaterThanEqualOrderByIdAsc(OrderId from);
}
