package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code list-orders [--since <duration|instant>] [--customer <id>]}, oldest first. */
@Command(name = "list-orders", mixinStandardHelpOptions = true,
    description = {
        "Lists orders oldest first, sorted by id (ORDER BY id): ids are time-ordered.",
        "Columns: order id, creation time decoded from the id, customer, lines."})
public final class ListOrdersCommand implements Callable<Integer> {

  @Spec
  private CommandSpec spec;

  @Mixin
  private DatabaseOptions database;

  @Option(names = "--since", paramLabel = "<when>",
      description = "Only orders created in the last <duration> (ISO-8601, e.g. PT1H, P2D) or at or"
          + " after an ISO instant (e.g. 2024-05-01T09:00:00Z), at one-second resolution.")
  private String since;

  @Option(names = "--customer", paramLabel = "<customerId>", description = "Only this customer's orders.")
  private CustomerId customer;

  @Override
  public Integer call() {
    Instant from = since == null ? null : parseSince(since);
    PrintWriter out = spec.commandLine().getOut();
    try (ShopService shop = database.openShop()) {
      List<OrderView> orders = shop.listOrders(from, customer);
      orders.forEach(order -> out.println(OrderText.row(order)));
      if (orders.isEmpty()) {
        out.println("(no orders)");
      }
    }
    return 0;
  }

  private Instant parseSince(String text) {
    String upper = text.strip().toUpperCase(Locale.ROOT);
    try {
      if (upper.startsWith("P")) {
        Duration duration = Duration.parse(upper);
        if (duration.isNegative()) {
          throw badSince(text);
        }
        return Instant.now().minus(duration);
      }
      return Instant.parse(upper);
    } catch (DateTimeParseException | ArithmeticException e) {
      throw badSince(text);
    }
  }

  private ParameterException badSince(String text) {
    return new ParameterException(spec.commandLine(), "Invalid value for --since \"" + text
        + "\": expected an ISO-8601 duration such as PT1H or P2D, or an instant such as"
        + " 2024-05-01T09:00:00Z");
  }
}
