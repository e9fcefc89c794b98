package dev.objectidkey.graphql;

import java.time.Instant;
import java.util.List;
import org.springframework.graphql.data.method.annotation.Argument;
import org.springframework.graphql.data.method.annotation.MutationMapping;
import org.springframework.graphql.data.method.annotation.QueryMapping;
import org.springframework.stereotype.Controller;

/**
 * The schema's queries and mutations. Arguments of type {@code ID} arrive as typed ids: Spring for
 * GraphQL binds them; results carry typed ids, which graphql-java writes as their hex.
 */
@Controller
public class OrderController {

  private final OrderRepository orders;

  private final CustomerRepository customers;

  OrderController(OrderRepository orders, CustomerRepository customers) {
    this.orders = orders;
    this.customers = customers;
  }

  /**
   * {@code order(id: ID!): Order}.
   *
   * @param id the order's id
   * @return the order, or null when there is none
   */
  @QueryMapping
  public Order order(@Argument OrderId id) {
    return orders.findById(id).orElse(null);
  }

  /**
   * {@code ordersByIds(ids: [ID!]!): [Order]!}.
   *
   * @param ids the orders' ids
   * @return the orders found, in the order of {@code ids}, null where there is none
   */
  @QueryMapping
  public List<Order> ordersByIds(@Argument List<OrderId> ids) {
    return ids.stream().map(id -> orders.findById(id).orElse(null)).toList();
  }

  /**
   * {@code orders(createdAfter: String!): [Order!]!}: an id range, oldest first.
   *
   * @param createdAfter an ISO-8601 instant
   * @return the orders created in that second or later
   */
  @QueryMapping
  public List<Order> orders(@Argument Instant createdAfter) {
    return orders.findByIdGreaterThanEqualOrderByIdAsc(OrderId.minFor(createdAfter));
  }

  /**
   * {@code createCustomer(name: String!): Customer!}.
   *
   * @param name the customer's name
   * @return the saved customer, with its generated id
   */
  @MutationMapping
  public Customer createCustomer(@Argument String name) {
    return customers.save(new Customer(name));
  }

  /**
   * {@code createOrder(input: NewOrder!): Order!}.
   *
   * @param input the customer's id and the item
   * @return the saved order, with its generated id
   */
  @MutationMapping
  public Order createOrder(@Argument NewOrder input) {
    Customer customer =
        customers
            .findById(input.customerId())
            .orElseThrow(() -> new IllegalArgumentException("No customer " + input.customerId()));
    return orders.save(new Order(customer, input.item()));
  }
}
