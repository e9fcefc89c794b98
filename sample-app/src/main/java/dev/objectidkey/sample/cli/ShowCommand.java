package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import java.io.PrintWriter;
import java.util.NoSuchElementException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code show <orderId>}: one order with its customer and lines. */
@Command(
    name = "show",
    description =
        "Shows one order: when it was created (from its id), its customer and its lines."
            + " Exit code 1 if there is no such order.")
public final class ShowCommand extends DatabaseCommand {

  @Parameters(
      paramLabel = "<orderId>",
      description = "The OrderId printed by add-order or list-orders.")
  private OrderId id;

  @Override
  public Integer call() {
    OrderView order;
    try (ShopService shop = openShop(1)) {
      order =
          shop.findOrder(id)
              .orElseThrow(() -> new NoSuchElementException("No order with id " + id));
    }
    PrintWriter out = out();
    out.println("order     " + order.id());
    out.println("created   " + order.createdAt());
    out.println("customer  " + order.customerName() + " (" + order.customerId() + ")");
    order.lines().forEach(line -> out.println("  " + line));
    return 0;
  }
}
