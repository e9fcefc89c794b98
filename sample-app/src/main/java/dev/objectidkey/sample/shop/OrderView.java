package dev.objectidkey.sample.shop;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import java.time.Instant;
import java.util.List;

/** A read-only copy of an order, with its customer and lines, safe to use after its session. */
public record OrderView(
    OrderId id, CustomerId customerId, String customerName, List<LineItem> lines) {

  public OrderView {
    lines = List.copyOf(lines);
  }

  /** When the order was created, decoded from its id, at one-second resolution. */
  public Instant createdAt() {
    return id.getTimestamp();
  }
}
