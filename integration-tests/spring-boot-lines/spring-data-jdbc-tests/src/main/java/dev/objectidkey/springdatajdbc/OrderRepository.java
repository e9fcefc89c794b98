package dev.objectidkey.springdatajdbc;

import java.util.List;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.jdbc.repository.query.Query;
import org.springframework.data.repository.ListCrudRepository;
import org.springframework.data.repository.ListPagingAndSortingRepository;

/** The orders, with derived and written queries by typed id. */
public interface OrderRepository
    extends ListCrudRepository<Order, OrderId>, ListPagingAndSortingRepository<Order, OrderId> {

  /**
   * The orders created between two instants, in creation order: pass {@code
   * OrderId.minFor(from)} and {@code OrderId.maxFor(to)}.
   *
   * @param from the smallest id of the first second
   * @param to the largest id of the last second
   * @return the orders, in creation order
   */
  List<Order> findByIdBetweenOrderById(OrderId from, OrderId to);

  /**
   * A customer's orders, by the typed reference (a derived query).
   *
   * @param customer the customer
   * @return the orders, in creation order
   */
  List<Order> findByCustomerOrderById(AggregateReference<Customer, CustomerId> customer);

  /**
   * A customer's orders, by the customer's id as a parameter of a written query.
   *
   * @param customer the customer's id
   * @return the orders, in creation order
   */
  @Query("select * from oik_sdj_order where customer = :customer order by id")
  List<Order> findOrdersOf(CustomerId customer);

  /**
   * The orders of customers of a name, by a join on the typed foreign key.
   *
   * @param name the customers' name
   * @return the orders, in creation order
   */
  @Query(
      "select o.* from oik_sdj_order o join oik_sdj_customer c on c.id = o.customer"
          + " where c.name = :name order by o.id")
  List<Order> findByCustomerName(String name);
}
