package dev.objectidkey.metamodel;

import jakarta.data.repository.CrudRepository;
import jakarta.data.repository.Find;
import jakarta.data.repository.Query;
import jakarta.data.repository.Repository;
import java.util.List;

/** A Jakarta Data repository keyed by the typed id; hibernate-processor implements it as Orders_. */
@Repository
public interface Orders extends CrudRepository<Order, OrderId> {

  /**
   * The order with this id; a {@code CustomerId} here would not compile.
   *
   * @param id the order's id
   * @return the order
   */
  @Find
  Order byId(OrderId id);

  /**
   * The orders created from {@code from}'s second to {@code to}'s, by creation.
   *
   * @param from {@code OrderId.minFor(t1)}
   * @param to {@code OrderId.maxFor(t2)}
   * @return the orders, oldest first
   */
  @Query("where id between :from and :to order by id")
  List<Order> createdBetween(OrderId from, OrderId to);
}
