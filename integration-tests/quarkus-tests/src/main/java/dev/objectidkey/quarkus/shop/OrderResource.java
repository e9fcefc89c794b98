package dev.objectidkey.quarkus.shop;

import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/**
 * {@code GET /orders/{id}} and {@code GET /orders?customer=}, with the parameters bound to an
 * {@link OrderId} and a {@link CustomerId} by objectidkey-jakarta-rest.
 */
@Path("/orders")
public class OrderResource {

  private final OrderRepository orders;

  OrderResource(OrderRepository orders) {
    this.orders = orders;
  }

  /**
   * The orders of one customer, or all orders.
   *
   * @param customer the customer's id from the query; null when absent or empty
   * @return the orders, oldest first
   */
  @GET
  @Produces(MediaType.APPLICATION_JSON)
  @Transactional
  public List<OrderView> list(@QueryParam("customer") CustomerId customer) {
    List<Order> found =
        customer == null
            ? orders.list("order by id")
            : orders.list("customer.id = ?1 order by id", customer);
    return found.stream().map(OrderView::of).toList();
  }

  /**
   * One order as JSON.
   *
   * @param id the order's id, from the path
   * @return the order
   * @throws NotFoundException if there is no such order
   */
  @GET
  @Path("/{id}")
  @Produces(MediaType.APPLICATION_JSON)
  @Transactional
  public OrderView get(@PathParam("id") OrderId id) {
    return orders
        .findByIdOptional(id)
        .map(OrderView::of)
        .orElseThrow(() -> new NotFoundException("no order " + id));
  }
}
