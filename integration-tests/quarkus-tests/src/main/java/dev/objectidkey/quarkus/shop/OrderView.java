package dev.objectidkey.quarkus.shop;

/**
 * An order as the REST resource returns it; its ids are JSON strings of 24 hex characters.
 *
 * @param id the order's id
 * @param customer the customer's id
 * @param item what was ordered
 */
public record OrderView(OrderId id, CustomerId customer, String item) {

  static OrderView of(Order order) {
    return new OrderView(order.getId(), order.getCustomer().getId(), order.getItem());
  }
}
