package dev.objectidkey.springdatajdbc;

import java.util.List;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * Customers and orders over HTTP: ids travel as hex strings in JSON (the ids' Jackson glue) and in
 * paths (objectidkey-spring's binding, which answers a malformed one with 400 and its message).
 */
@RestController
public class OrderController {

  private final CustomerRepository customers;
  private final OrderRepository orders;

  OrderController(CustomerRepository customers, OrderRepository orders) {
    this.customers = customers;
    this.orders = orders;
  }

  /**
   * A new customer, for {@code POST /customers}.
   *
   * @param name the name
   */
  public record NewCustomer(String name) {}

  /**
   * A new order, for {@code POST /orders}.
   *
   * @param customer the customer's id, 24 hex digits in JSON
   * @param item what was ordered
   */
  public record NewOrder(CustomerId customer, String item) {}

  /**
   * An order as JSON, its reference flattened to the customer's id.
   *
   * @param id the id
   * @param customer the customer's id
   * @param item what was ordered
   */
  public record OrderView(OrderId id, CustomerId customer, String item) {
    static OrderView of(Order order) {
      return new OrderView(order.id(), order.customer().getId(), order.item());
    }
  }

  /**
   * Saves a new customer, whose id the callback generates.
   *
   * @param customer the name
   * @return the customer's id
   */
  @PostMapping("/customers")
  @ResponseStatus(HttpStatus.CREATED)
  public CustomerId addCustomer(@RequestBody NewCustomer customer) {
    return customers.save(new Customer(customer.name())).getId();
  }

  /**
   * Saves a new order of a customer.
   *
   * @param order the customer's id and the item
   * @return the order
   */
  @PostMapping("/orders")
  @ResponseStatus(HttpStatus.CREATED)
  public OrderView addOrder(@RequestBody NewOrder order) {
    return OrderView.of(orders.save(Order.of(order.customer(), order.item())));
  }

  /**
   * One order.
   *
   * @param id the order's id, from the path
   * @return the order, or 404
   */
  @GetMapping("/orders/{id}")
  public OrderView order(@PathVariable OrderId id) {
    return orders
        .findById(id)
        .map(OrderView::of)
        .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no order " + id));
  }

  /**
   * A customer's orders, in creation order.
   *
   * @param id the customer's id, from the path
   * @return the orders
   */
  @GetMapping("/customers/{id}/orders")
  public List<OrderView> ordersOf(@PathVariable CustomerId id) {
    return orders.findByCustomerOrderById(AggregateReference.to(id)).stream()
        .map(OrderView::of)
        .toList();
  }
}
