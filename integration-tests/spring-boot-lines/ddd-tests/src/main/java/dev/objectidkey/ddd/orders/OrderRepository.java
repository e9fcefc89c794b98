package dev.objectidkey.ddd.orders;

import dev.objectidkey.ddd.customers.Customer;
import dev.objectidkey.ddd.customers.CustomerId;
import java.util.List;
import org.jmolecules.ddd.types.Association;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.data.rest.core.annotation.RestResource;

/** The orders, exported by Spring Data REST at {@code /orders}. */
public interface OrderRepository extends JpaRepository<Order, OrderId> {

  /**
   * The orders of a customer, as a derived query on the association.
   *
   * @param customer the customer, by id
   * @return the orders, in creation order
   */
  @RestResource(exported = false)
  List<Order> findByCustomerOrderById(Association<Customer, CustomerId> customer);

  /**
   * The orders of a customer, in JPQL: the association compared with a parameter of its type.
   *
   * @param customer the customer, by id
   * @return the orders, in creation order
   */
  @RestResource(exported = false)
  @Query("select o from Order o where o.customer = :customer order by o.id")
  List<Order> ofCustomer(@Param("customer") Association<Customer, CustomerId> customer);
}
