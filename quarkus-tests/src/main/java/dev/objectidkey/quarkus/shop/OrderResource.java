package dev.objectidkey.quarkus.shop;

import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** {@code GET /orders/{id}}, with the path parameter bound to an {@link OrderId}. */
@Path("/orders")
public class OrderResource {

  private final OrderRepository orders;

  OrderResource(OrderRepository orders) {
    this.orders = orders;
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
