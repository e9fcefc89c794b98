package dev.objectidkey.sample.cli;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.ShopService;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;

/** {@code demo}: the tour of typed, time-ordered ids that its description lists. */
@Command(
    name = "demo",
    description = {
      "Adds 3 customers and 6 orders, placed over 14 simulated seconds from a minute ago.",
      "Then prints: (1) the orders by ORDER BY id, (2) the orders created between two times,",
      "queried as a range of ids, (3) the compile error for a CustomerId used as an OrderId.",
      "Only this run's orders are shown; earlier runs' data stays in the database."
    })
public final class DemoCommand extends DatabaseCommand {

  /** The misuse that section 3 shows; a test checks that javac rejects it with COMPILE_ERROR. */
  public static final String MISUSE =
      """
      CustomerId ada = shop.addCustomer("Ada Lovelace");
      shop.findOrder(ada);""";

  /** What javac says about {@link #MISUSE}. */
  public static final String COMPILE_ERROR =
      "error: incompatible types: CustomerId cannot be converted to OrderId";

  /** The simulated second of each order, and its lines; customers are made at second 0. */
  private record Placement(int second, int customer, List<LineItem> items) {}

  private static final List<String> CUSTOMERS =
      List.of("Ada Lovelace", "Grace Hopper", "Alan Turing");

  private static final List<Placement> PLACEMENTS =
      List.of(
          new Placement(0, 0, List.of(new LineItem("coffee", 2), new LineItem("croissant", 1))),
          new Placement(2, 1, List.of(new LineItem("tea", 1))),
          new Placement(5, 2, List.of(new LineItem("bagel", 3))),
          new Placement(5, 0, List.of(new LineItem("espresso", 1))),
          new Placement(9, 1, List.of(new LineItem("coffee", 1), new LineItem("muffin", 2))),
          new Placement(14, 2, List.of(new LineItem("tea", 2))));

  @Override
  public Integer call() {
    PrintWriter out = out();
    // A clock the demo moves by hand, to make ids as if they were made seconds apart. Every
    // generate() on this thread, including the plugin's for @GeneratedObjectId, reads it inside
    // run(); nothing else in the JVM is affected.
    Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS).minusSeconds(60);
    AtomicReference<Instant> clock = new AtomicReference<>(start);
    ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock::get).build();
    try (ShopService shop = openShop(1)) {
      List<CustomerId> customers =
          generator.call(() -> CUSTOMERS.stream().map(shop::addCustomer).toList());
      generator.run(
          () ->
              PLACEMENTS.forEach(
                  placement -> {
                    clock.set(start.plusSeconds(placement.second()));
                    shop.placeOrder(customers.get(placement.customer()), placement.items());
                  }));

      out.printf(
          "Placed %d orders for %d customers over %d simulated seconds, from %s.%n%n",
          PLACEMENTS.size(),
          CUSTOMERS.size(),
          PLACEMENTS.get(PLACEMENTS.size() - 1).second(),
          start);

      out.println("1. Orders sorted by ORDER BY id, with the creation time decoded from each id:");
      shop.ordersOf(customers, ObjectIdCodec.MIN_INSTANT, ObjectIdCodec.MAX_INSTANT)
          .forEach(order -> out.println("   " + row(order)));

      Instant t1 = start.plusSeconds(2);
      Instant t2 = start.plusSeconds(9);
      out.printf("%n2. Orders created between t1 = %s and t2 = %s, queried as%n", t1, t2);
      out.println("   where o.id between :from and :to");
      out.printf("     :from = OrderId.minFor(t1) = %s%n", OrderId.minFor(t1));
      out.printf("     :to   = OrderId.maxFor(t2) = %s%n", OrderId.maxFor(t2));
      shop.ordersOf(customers, t1, t2).forEach(order -> out.println("   " + row(order)));

      out.println();
      out.println("3. A CustomerId cannot be passed where an OrderId is expected:");
      MISUSE.lines().forEach(line -> out.println("   " + line));
      out.println("   does not compile; javac says:");
      out.println("   " + COMPILE_ERROR);
    }
    return 0;
  }
}
