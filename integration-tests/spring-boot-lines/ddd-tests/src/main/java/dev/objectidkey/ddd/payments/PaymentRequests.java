package dev.objectidkey.ddd.payments;

import dev.objectidkey.ddd.orders.OrderCompleted;
import org.jmolecules.ddd.types.Association;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;

/**
 * Requests the payment of each completed order. Spring Modulith calls it after the order's
 * transaction commits, in a transaction of its own, and marks the event's publication completed
 * only when it returns; an event whose listener failed stays in the registry and is handed to the
 * listener again on the next start ({@code
 * spring.modulith.events.republish-outstanding-events-on-restart}).
 */
@Component
class PaymentRequests {

  private final PaymentRepository payments;
  private final boolean providerAvailable;

  PaymentRequests(
      PaymentRepository payments,
      @Value("${ddd.payments.provider-available:true}") boolean providerAvailable) {
    this.payments = payments;
    this.providerAvailable = providerAvailable;
  }

  @ApplicationModuleListener
  void on(OrderCompleted completed) {
    if (!providerAvailable) {
      throw new IllegalStateException("The payment provider is not available");
    }
    if (payments.findByOrder(Association.forId(completed.order())).isEmpty()) {
      payments.save(new Payment(Association.forId(completed.order()), completed.total()));
    }
  }
}
