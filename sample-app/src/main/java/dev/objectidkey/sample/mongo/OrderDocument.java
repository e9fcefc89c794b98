package dev.objectidkey.sample.mongo;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import java.util.List;

/**
 * One document of an orders file:
 * {@code {"_id": {"$oid": "…"}, "customerId": {"$oid": "…"}, "lines": [{"product": "coffee", "quantity": 2}]}}.
 *
 * @param id the MongoDB {@code _id}, kept as the order's id, so its creation time too
 * @param customerId the customer's {@code _id}
 * @param lines at least one line, in the document's order
 */
public record OrderDocument(OrderId id, CustomerId customerId, List<LineItem> lines) {

  /**
   * Copies the lines.
   *
   * @param id the MongoDB {@code _id}
   * @param customerId the customer's {@code _id}
   * @param lines the lines
   */
  public OrderDocument {
    lines = List.copyOf(lines);
  }
}
