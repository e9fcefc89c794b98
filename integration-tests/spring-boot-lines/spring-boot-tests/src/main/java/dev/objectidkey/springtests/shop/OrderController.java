package dev.objectidkey.springtests.shop;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * Binds {@code /orders/{id}} to an {@link OrderId} through its static {@code valueOf(String)}; a
 * malformed id is a 400 before this code runs.
 */
@RestController
public class OrderController {

  private final OrderRepository orders;

  OrderController(OrderRepository orders) {
    this.orders = orders;
  }

  /**
   * One order as JSON, its id as a 24-character hex string.
   *
   * @param id the order's id, from the path
   * @return the order
   */
  @GetMapping("/orders/{id}")
  public Order get(@PathVariable OrderId id) {
    return orders
        .findById(id)
        .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no order " + id));
  }
}
