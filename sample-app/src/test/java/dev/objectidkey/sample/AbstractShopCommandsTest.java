package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shop's commands against one database product, each run in-process and each opening and
 * closing the database as a separate invocation would. One small subclass per database.
 */
abstract class AbstractShopCommandsTest implements MongoCommandsContract {

  private static final Pattern ROW =
      Pattern.compile("^\\s*([0-9a-f]{24})  (\\S+Z)  (.+?)\\s{2,}.*$");

  String addCustomer(String name) {
    CliResult result = shop("add-customer", name);
    assertEquals(0, result.exitCode(), result::toString);
    return result.printed();
  }

  String addOrder(String customer, String... lines) {
    CliResult result =
        shop(
            "add-order",
            Stream.concat(Stream.of("--customer", customer), Stream.of(lines))
                .toArray(String[]::new));
    assertEquals(0, result.exitCode(), result::toString);
    return result.printed();
  }

  @Test
  void addedOrderIsShownWithItsCustomerLinesAndCreationTime() {
    String ada = addCustomer("Ada Lovelace");
    String order = addOrder(ada, "coffee=2", "croissant");

    CliResult show = shop("show", order);

    show.assertPrinted(
        "order     " + order,
        "created   " + OrderId.parse(order).getTimestamp(),
        "customer  Ada Lovelace (" + ada + ")",
        "  2 x coffee",
        "  1 x croissant");
  }

  @Test
  void listOrdersFollowsCreationOrder() {
    String ada = addCustomer("Ada");
    String grace = addCustomer("Grace");
    List<String> created = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      created.add(addOrder(i % 2 == 0 ? ada : grace, "item" + i));
    }

    assertEquals(created, listedIds());
  }

  @Test
  void listOrdersSortsByIdUnsignedWhateverTheInsertOrder() {
    String customer = addCustomer("Ada");
    Instant base = Instant.now().truncatedTo(ChronoUnit.SECONDS).minusSeconds(30);
    // Inserted out of time order, and two in one second whose random values differ in the sign
    // bit, so a signed byte comparison would sort them the wrong way round.
    List<String> inserted = new ArrayList<>();
    inserted.add(orderAt(base.plusSeconds(7), 0x01_0000_0000L, customer));
    inserted.add(orderAt(base, 0xff_0000_0000L, customer));
    inserted.add(orderAt(base, 0x01_0000_0000L, customer));
    inserted.add(orderAt(base.plusSeconds(3), 0x80_0000_0000L, customer));

    List<String> expected =
        inserted.stream()
            .map(OrderId::parse)
            .sorted(OrderId.comparator())
            .map(OrderId::toHexString)
            .toList();
    assertEquals(
        List.of(inserted.get(2), inserted.get(1), inserted.get(3), inserted.get(0)), expected);
    assertEquals(expected, listedIds());
  }

  @Test
  void listOrdersSinceKeepsOrdersCreatedFromThen() {
    String customer = addCustomer("Ada");
    Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    String twoHoursAgo = orderAt(now.minus(Duration.ofHours(2)), 0x12_3456_7890L, customer);
    String tenMinutesAgo = orderAt(now.minus(Duration.ofMinutes(10)), 0x12_3456_7890L, customer);
    String justNow = addOrder(customer, "tea");

    assertAll(
        () -> assertEquals(List.of(twoHoursAgo, tenMinutesAgo, justNow), listedIds()),
        () -> assertEquals(List.of(tenMinutesAgo, justNow), listedIds("--since", "PT1H")),
        () -> assertEquals(List.of(justNow), listedIds("--since", "pt5m")),
        () ->
            assertEquals(
                List.of(tenMinutesAgo, justNow),
                listedIds("--since", now.minus(Duration.ofMinutes(10)).toString())));
  }

  @Test
  void sinceBefore1970OrLongerThanAnyIdIsOldListsEveryOrder() {
    String customer = addCustomer("Ada");
    List<String> all = List.of(addOrder(customer, "tea"), addOrder(customer, "coffee"));
    for (String since : List.of("1969-12-31T23:59:59Z", "P99999999D", "PT9999999999999H")) {
      assertEquals(all, listedIds("--since", since), since);
    }
  }

  @Test
  void listOrdersForOneCustomerShowsOnlyTheirs() {
    String ada = addCustomer("Ada");
    String grace = addCustomer("Grace");
    String first = addOrder(ada, "tea");
    addOrder(grace, "coffee");
    String third = addOrder(ada, "cake=3");

    assertEquals(List.of(first, third), listedIds("--customer", ada));
  }

  @Test
  void listOrdersOnEmptyDatabaseSaysSo() {
    CliResult result = shop("list-orders");

    result.assertPrinted("(no orders)");
  }

  @Test
  void showUnknownOrderFailsWithExitCodeOne() {
    String unknown = OrderId.generate().toHexString();

    CliResult result = shop("show", unknown);

    assertEquals(1, result.exitCode(), result::toString);
    assertEquals(List.of("Error: No order with id " + unknown), result.errLines());
  }

  @Test
  void addOrderForUnknownCustomerFailsWithExitCodeOne() {
    String unknown = CustomerId.generate().toHexString();

    CliResult result = shop("add-order", "--customer", unknown, "tea");

    assertEquals(1, result.exitCode(), result::toString);
    assertEquals(List.of("Error: No customer with id " + unknown), result.errLines());
    assertEquals(List.of(), listedIds());
  }

  @Test
  void demoPrintsOrdersByIdThenTheIdRangeThenTheCompileError() {
    CliResult result = shop("demo");

    assertEquals(0, result.exitCode(), result::toString);
    assertEquals("", result.err());
    String out = result.out();
    int section2 = out.indexOf("\n2. ");
    int section3 = out.indexOf("\n3. ");
    assertTrue(
        out.contains("\n1. Orders sorted by ORDER BY id") && section2 > 0 && section3 > section2,
        out);

    List<Matcher> all = rows(out.substring(0, section2));
    List<OrderId> ids = all.stream().map(m -> OrderId.parse(m.group(1))).toList();
    assertEquals(ids.stream().sorted().toList(), ids, "section 1 is in id order");
    Instant start = Instant.parse(all.get(0).group(2));
    assertEquals(
        List.of(0L, 2L, 5L, 5L, 9L, 14L),
        all.stream()
            .map(m -> Duration.between(start, Instant.parse(m.group(2))).toSeconds())
            .toList(),
        "the simulated seconds");
    for (Matcher row : all) {
      assertEquals(
          OrderId.parse(row.group(1)).getTimestamp(),
          Instant.parse(row.group(2)),
          "the time printed is the id's");
    }

    List<String> between =
        rows(out.substring(section2, section3)).stream().map(m -> m.group(1)).toList();
    assertEquals(ids.subList(1, 5).stream().map(OrderId::toHexString).toList(), between);
    assertTrue(
        out.contains(
            ":from = OrderId.minFor(t1) = " + OrderId.minFor(start.plusSeconds(2)).toHexString()),
        out);
    assertTrue(
        out.contains(
            ":to   = OrderId.maxFor(t2) = " + OrderId.maxFor(start.plusSeconds(9)).toHexString()),
        out);

    assertTrue(
        out.substring(section3)
            .contains("error: incompatible types: CustomerId cannot be converted to OrderId"),
        out);
  }

  @Test
  void demoShowsOnlyItsOwnOrdersWhenRunAgain() {
    String earlier = addOrder(addCustomer("Someone Else"), "tea");
    shop("demo");

    CliResult again = shop("demo");

    assertEquals(0, again.exitCode(), again::toString);
    assertEquals(6 + 4, rows(again.out()).size(), again::toString);
    assertTrue(!again.out().contains(earlier), again::toString);
    assertEquals(1 + 6 + 6, listedIds().size());
  }

  /** Places an order as if at {@code when}, with a generator of the given random value. */
  private String orderAt(Instant when, long randomValue, String customer) {
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder()
            .clock(() -> when)
            .randomValue(randomValue)
            .counter(0x10)
            .build();
    String id = generator.call(() -> addOrder(customer, "item"));
    assertEquals(when, OrderId.parse(id).getTimestamp(), "the plugin generated the id in the hook");
    return id;
  }

  private static List<Matcher> rows(String text) {
    return text.lines().map(ROW::matcher).filter(Matcher::matches).toList();
  }
}
