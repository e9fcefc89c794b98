package dev.objectidkey.ddd.orders;

import dev.objectidkey.ddd.customers.CustomerId;
import java.util.List;
import org.springframework.data.rest.webmvc.RepositoryRestController;
import org.springframework.data.rest.webmvc.support.RepositoryEntityLinks;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;

/**
 * Placing an order, {@code POST /orders}: a command that takes the customer's id, in place of
 * Spring Data REST's generic create. A {@code @RepositoryRestController}, so that Spring Data REST
 * still serves the other methods of {@code /orders} (a plain controller on that path would answer
 * them with 405).
 */
@RepositoryRestController
class OrderPlacement {

  private final OrderManagement management;
  private final RepositoryEntityLinks links;

  OrderPlacement(OrderManagement management, RepositoryEntityLinks links) {
    this.management = management;
    this.links = links;
  }

  /**
   * The body of {@code POST /orders}.
   *
   * @param customer who orders, as the hex of the customer's id
   * @param lines what
   */
  record PlaceOrder(CustomerId customer, List<OrderLine> lines) {}

  @PostMapping("/orders")
  ResponseEntity<Void> place(@RequestBody PlaceOrder command) {
    Order order =
        management.place(command.customer(), command.lines() == null ? List.of() : command.lines());
    return ResponseEntity.created(links.linkToItemResource(Order.class, order.getId()).toUri())
        .build();
  }
}
