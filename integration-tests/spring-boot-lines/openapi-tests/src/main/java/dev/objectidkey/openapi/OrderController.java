package dev.objectidkey.openapi;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * Typed ids in every place an OpenAPI document describes them: a path parameter, a request body's
 * field and a response's fields.
 */
@RestController
public class OrderController {

  private final OrderRepository orders;
  private final CustomerRepository customers;

  OrderController(OrderRepository orders, CustomerRepository customers) {
    this.orders = orders;
    this.customers = customers;
  }

  /**
   * One order.
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

  /**
   * Places an order for a known customer.
   *
   * @param order the customer's id and the item
   * @return the saved order, with its new id
   */
  @PostMapping("/orders")
  @ResponseStatus(HttpStatus.CREATED)
  public Order place(@RequestBody NewOrder order) {
    if (!customers.existsById(order.customerId())) {
      throw new ResponseStatusException(
          HttpStatus.UNPROCESSABLE_CONTENT, "no customer " + order.customerId());
    }
    return orders.save(new Order(order.customerId(), order.item()));
  }
}
