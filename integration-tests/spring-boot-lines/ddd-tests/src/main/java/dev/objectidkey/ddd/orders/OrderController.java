package dev.objectidkey.ddd.orders;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Completing an order, {@code POST /orders/{id}/completion}: a command, in a plain Spring MVC
 * controller next to the routes of Spring Data REST. Its path variable is bound by
 * objectidkey-spring's converters, so a malformed id is a 400 that quotes it.
 */
@RestController
class OrderController {

  private final OrderManagement management;

  OrderController(OrderManagement management) {
    this.management = management;
  }

  @PostMapping("/orders/{id}/completion")
  ResponseEntity<Void> complete(@PathVariable OrderId id) {
    return switch (management.complete(id)) {
      case COMPLETED -> ResponseEntity.accepted().build();
      case NOT_OPEN -> ResponseEntity.status(409).build();
      case NOT_FOUND -> ResponseEntity.notFound().build();
    };
  }
}
