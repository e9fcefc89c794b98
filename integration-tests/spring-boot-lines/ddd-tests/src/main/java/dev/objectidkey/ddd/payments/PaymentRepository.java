package dev.objectidkey.ddd.payments;

import dev.objectidkey.ddd.orders.Order;
import dev.objectidkey.ddd.orders.OrderId;
import java.util.Optional;
import org.jmolecules.ddd.types.Association;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.rest.core.annotation.RestResource;

/** The payments, exported by Spring Data REST at {@code /payments}. */
public interface PaymentRepository extends JpaRepository<Payment, PaymentId> {

  /**
   * The payment of an order.
   *
   * @param order the order, by id
   * @return its payment, if requested
   */
  @RestResource(exported = false)
  Optional<Payment> findByOrder(Association<Order, OrderId> order);
}
