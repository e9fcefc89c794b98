package dev.objectidkey.springtests.shop;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Orders, keyed by their typed id. */
public interface OrderRepository extends JpaRepository<Order, OrderId> {

  /**
   * The orders whose ids lie in a range: with {@code OrderId.minFor(t1)} and
   * {@code OrderId.maxFor(t2)}, the orders created from second t1 to second t2.
   *
   * @param from the smallest id
   * @param to the largest id
   * @return the orders, in no particular order
   */
  List<Order> findByIdBetween(OrderId from, OrderId to);
}
