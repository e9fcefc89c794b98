package dev.objectidkey.micronaut;

import io.micronaut.data.annotation.Join;
import io.micronaut.data.repository.CrudRepository;
import java.util.List;
import java.util.Optional;

/**
 * Orders, keyed by their typed id. Micronaut Data writes each query's SQL at compile time for one
 * dialect, so {@link H2Repositories} and {@link PostgresRepositories} implement this interface once
 * per database, and the configured {@code datasources.default.dialect} chooses the one that is a
 * bean.
 */
public interface OrderRepository extends CrudRepository<Order, OrderId> {

  /**
   * An id range: the orders created from {@code minFor(t1)} to {@code maxFor(t2)}.
   *
   * @param from the lowest id
   * @param to the highest id
   * @return the orders in the range, oldest first
   */
  List<Order> findByIdBetweenOrderById(OrderId from, OrderId to);

  /**
   * Every order, in creation order.
   *
   * @return the orders, oldest first
   */
  List<Order> listOrderById();

  /**
   * The orders of one customer, by its typed foreign key.
   *
   * @param customerId the customer's id
   * @return the orders, oldest first
   */
  List<Order> findByCustomerIdOrderById(CustomerId customerId);

  /**
   * An order with its customer, joined on the typed foreign key.
   *
   * @param id the order's id
   * @return the order, with its customer's name
   */
  @Join("customer")
  Optional<Order> retrieveById(OrderId id);
}
