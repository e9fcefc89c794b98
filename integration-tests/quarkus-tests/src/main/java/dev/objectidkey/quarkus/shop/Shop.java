package dev.objectidkey.quarkus.shop;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/** The application's writes, each in its own transaction. */
@ApplicationScoped
public class Shop {

  private final CustomerRepository customers;

  private final OrderRepository orders;

  Shop(CustomerRepository customers, OrderRepository orders) {
    this.customers = customers;
    this.orders = orders;
  }

  /**
   * Adds a customer.
   *
   * @param name the customer's name
   * @return the new customer's id, generated on persist
   */
  @Transactional
  public CustomerId addCustomer(String name) {
    Customer customer = new Customer(name);
    customers.persist(customer);
    return customer.getId();
  }

  /**
   * Places an order for an existing customer.
   *
   * @param customer the customer's id
   * @param item what was ordered
   * @return the new order's id, generated on persist
   */
  @Transactional
  public OrderId placeOrder(CustomerId customer, String item) {
    Order order =
        new Order(customers.getEntityManager().getReference(Customer.class, customer), item);
    orders.persist(order);
    return order.getId();
  }
}
