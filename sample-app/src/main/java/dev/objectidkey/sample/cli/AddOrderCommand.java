package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.InputChecks;
import dev.objectidkey.sample.support.Messages;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code add-order --customer <id> <product=quantity>...}: stores an order and prints its new id. */
@Command(
    name = "add-order",
    description = {
      "Places an order for an existing customer (see add-customer) and prints its new OrderId.",
      "The id records when the order was placed; there is no separate timestamp column."
    })
public final class AddOrderCommand extends DatabaseCommand {

  @Option(
      names = "--customer",
      required = true,
      paramLabel = "<customerId>",
      description = "The CustomerId printed by add-customer.")
  private CustomerId customer;

  @Parameters(
      arity = "1..*",
      paramLabel = "<product=quantity>",
      description = "What is ordered, e.g. coffee=2 croissant (a bare product means 1).")
  private List<String> lines;

  @Override
  public Integer call() {
    // Parsed here, not by a picocli converter: when a converter rejects the second value of a
    // multi-value positional, picocli reports it as "Unmatched argument" and loses the reason.
    List<LineItem> items;
    try {
      items = lines.stream().map(AddOrderCommand::parse).toList();
    } catch (IllegalArgumentException e) {
      throw badUsage(e.getMessage());
    }
    try (ShopService shop = openShop(1)) {
      out().println(shop.placeOrder(customer, items));
    }
    return 0;
  }

  /** Parses {@code product=quantity}, such as {@code coffee=2}; a bare {@code product} means 1. */
  static LineItem parse(String text) {
    int equals = text.lastIndexOf('=');
    String product =
        InputChecks.text(
            "Invalid order line: the product",
            (equals < 0 ? text : text.substring(0, equals)).strip());
    String quantity = equals < 0 ? "1" : text.substring(equals + 1).strip();
    // ASCII digits only, as for ids: Integer.parseInt would also take '５' or '٣'.
    if (!quantity.matches("[0-9]{1,9}")) {
      throw new IllegalArgumentException(
          "Invalid order line "
              + Messages.quote(text)
              + ": expected product=quantity with a whole number, such as coffee=2");
    }
    int count = Integer.parseInt(quantity);
    InputChecks.orderLine(product, count);
    return new LineItem(product, count);
  }
}
