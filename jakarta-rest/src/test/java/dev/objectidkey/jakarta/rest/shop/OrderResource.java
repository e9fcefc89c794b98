package dev.objectidkey.jakarta.rest.shop;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

/** Echoes the ids it was given, to show how each kind of parameter was bound. */
@Path("/orders")
@Produces(MediaType.TEXT_PLAIN)
public class OrderResource {

  /**
   * The path's id.
   *
   * @param id the id from the path
   * @return its hex form
   */
  @GET
  @Path("/{id}")
  public String get(@PathParam("id") OrderId id) {
    return id.toHexString();
  }

  /**
   * The query's and the header's ids.
   *
   * @param after the {@code after} query parameter, null when absent or empty
   * @param since the {@code X-Since} header, null when absent
   * @return both, as hex or {@code none}
   */
  @GET
  public String list(@QueryParam("after") OrderId after, @HeaderParam("X-Since") OrderId since) {
    return describe(after) + " " + describe(since);
  }

  private static String describe(OrderId id) {
    return id == null ? "none" : id.toHexString();
  }
}
