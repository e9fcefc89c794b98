package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.OrderView;
import java.util.stream.Collectors;

/** How an order reads on the terminal, the same in every command. */
final class OrderText {

  private OrderText() {}

  /** {@code <order id>  <created, decoded from the id>  <customer name>  <lines>}. */
  static String row(OrderView order) {
    String lines = order.lines().stream().map(LineItem::toString).collect(Collectors.joining(", "));
    return String.format(
        "%s  %s  %-14s %s", order.id(), order.createdAt(), order.customerName(), lines);
  }
}
