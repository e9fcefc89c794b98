package dev.objectidkey.sample.cli;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.Messages;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code list-orders [--since <duration|instant>] [--customer <id>]}, oldest first. */
@Command(
    name = "list-orders",
    description = {
      "Lists orders oldest first, sorted by id (ORDER BY id): ids are time-ordered.",
      "Columns: order id, creation time decoded from the id, customer, lines."
    })
public final class ListOrdersCommand extends DatabaseCommand {

  @Option(
      names = "--since",
      paramLabel = "<when>",
      description =
          "Only orders created in the last <duration> (ISO-8601, e.g. PT1H, P2D) or at or"
              + " after an ISO instant (e.g. 2024-05-01T09:00:00Z), at one-second resolution.")
  private String since;

  @Option(
      names = "--customer",
      paramLabel = "<customerId>",
      description = "Only this customer's orders.")
  private CustomerId customer;

  @Override
  public Integer call() {
    Instant from = since == null ? ObjectIdCodec.MIN_INSTANT : parseSince(since);
    try (ShopService shop = openShop(1)) {
      List<OrderView> orders =
          shop.ordersOf(
              customer == null ? null : List.of(customer), from, ObjectIdCodec.MAX_INSTANT);
      orders.forEach(order -> out().println(row(order)));
      if (orders.isEmpty()) {
        out().println("(no orders)");
      }
    }
    return 0;
  }

  /**
   * The instant {@code --since} names, checked before the database opens, or 1970 for every order,
   * as sample-app/README.md says: a time before 1970, or a duration reaching back before it.
   */
  private Instant parseSince(String text) {
    String upper = text.strip().toUpperCase(Locale.ROOT);
    Instant from;
    try {
      if (upper.startsWith("P")) {
        Duration duration = Duration.parse(upper);
        if (duration.isNegative()) {
          throw badSince(text);
        }
        from = Instant.now().minus(duration);
      } else {
        from = Instant.parse(upper);
      }
    } catch (DateTimeParseException e) {
      throw badSince(text);
    } catch (DateTimeException | ArithmeticException tooLong) {
      // A duration longer than Instant's range reaches back before 1970.
      return ObjectIdCodec.MIN_INSTANT;
    }
    if (from.isAfter(ObjectIdCodec.MAX_INSTANT)) {
      throw badUsage(
          "Invalid value for --since %s: it is after %s, the last second an ObjectId can hold"
              .formatted(Messages.quote(text), ObjectIdCodec.MAX_INSTANT));
    }
    return from.isBefore(ObjectIdCodec.MIN_INSTANT) ? ObjectIdCodec.MIN_INSTANT : from;
  }

  private ParameterException badSince(String text) {
    return badUsage(
        "Invalid value for --since "
            + Messages.quote(text)
            + ": expected an ISO-8601 duration such as PT1H or P2D, or an instant such as"
            + " 2024-05-01T09:00:00Z");
  }
}
