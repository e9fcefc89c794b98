package dev.objectidkey.sample;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.mongo.ExtendedJsonFile;
import dev.objectidkey.sample.mongo.MongoImport;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.Progress;
import dev.objectidkey.sample.support.ShopDatabase;
import dev.objectidkey.testing.TestDatabase;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hibernate.SessionFactory;

/**
 * How fast {@code import-mongo} stores orders, against a plain loop of {@code add-order}'s single
 * inserts ({@link ShopService#placeOrder}, one transaction per order), in the same run, on H2 and
 * PostgreSQL. Every order has two lines, so an order is three rows. Not a unit test: run it by
 * hand (docs/benchmarks/results.md has the command).
 *
 * <p>Arguments: {@code [orders] [loopOrders]}, by default 100,000 and 5,000. The loop is shorter
 * because it is slower; both report orders per second, so the ratio compares rates.
 */
public final class MongoImportBenchmark {

  private static final int CUSTOMERS = 1_000;

  private MongoImportBenchmark() {}

  public static void main(String[] args) throws Exception {
    int orders = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
    int loopOrders = args.length > 1 ? Integer.parseInt(args[1]) : 5_000;
    Path dir = Files.createTempDirectory("mongo-import-bench");
    Path customersFile = dir.resolve("customers.json");
    Path ordersFile = dir.resolve("orders.json");
    List<CustomerId> customers = writeFiles(customersFile, ordersFile, orders);
    Path warmCustomers = dir.resolve("warm-customers.json");
    Path warmOrders = dir.resolve("warm-orders.json");
    writeFiles(warmCustomers, warmOrders, 10_000);
    System.out.printf(
        Locale.ROOT,
        "%s, %d customers, %d orders of 2 lines (%,d bytes)%n",
        Runtime.version(),
        CUSTOMERS,
        orders,
        Files.size(ordersFile));

    List<String> results = new ArrayList<>();
    results.add(
        measure(
            "H2",
            name ->
                new ShopDatabase(
                    "jdbc:h2:file:" + dir.resolve(name + "/shop"),
                    null,
                    null,
                    Duration.ofSeconds(10)),
            customersFile,
            ordersFile,
            warmCustomers,
            warmOrders,
            orders,
            loopOrders));
    TestDatabase postgres = TestDatabase.postgres();
    List<String> schemas = new ArrayList<>();
    try {
      results.add(
          measure(
              "PostgreSQL",
              name -> {
                String schema = "bench_mongo_" + ProcessHandle.current().pid() + "_" + name;
                execute(postgres, "create schema " + schema);
                schemas.add(schema);
                String url =
                    postgres.url()
                        + (postgres.url().contains("?") ? "&" : "?")
                        + "currentSchema="
                        + schema;
                return new ShopDatabase(
                    url, postgres.user(), postgres.password(), Duration.ofSeconds(10));
              },
              customersFile,
              ordersFile,
              warmCustomers,
              warmOrders,
              orders,
              loopOrders));
    } finally {
      for (String schema : schemas) {
        execute(postgres, "drop schema " + schema + " cascade");
      }
    }
    System.out.println();
    System.out.println(
        "| database | import-mongo, orders/s (rows/s) | add-order loop, orders/s (rows/s) | ratio |");
    System.out.println("|---|---:|---:|---:|");
    results.forEach(System.out::println);
  }

  /** A database named {@code name}, empty. */
  private interface Databases {
    ShopDatabase create(String name) throws SQLException;
  }

  private static String measure(
      String label,
      Databases databases,
      Path customers,
      Path orders,
      Path warmCustomers,
      Path warmOrders,
      int orderCount,
      int loopOrders)
      throws SQLException {
    // Warm-up: an import and a loop into databases of their own, so the JIT has seen both paths.
    importFiles(databases.create("warmimport"), warmCustomers, warmOrders);
    loop(databases.create("warmloop"), loopOrders / 5);

    double importSeconds = importFiles(databases.create("import"), customers, orders);
    double loopSeconds = loop(databases.create("loop"), loopOrders);
    double importRate = orderCount / importSeconds;
    double loopRate = loopOrders / loopSeconds;
    System.out.printf(
        Locale.ROOT,
        "%s: import %,d orders in %.1f s; loop %,d orders in %.1f s%n",
        label,
        orderCount,
        importSeconds,
        loopOrders,
        loopSeconds);
    return String.format(
        Locale.ROOT,
        "| %s | %,.0f (%,.0f) | %,.0f (%,.0f) | %.1f× |",
        label,
        importRate,
        3 * importRate,
        loopRate,
        3 * loopRate,
        importRate / loopRate);
  }

  private static double importFiles(ShopDatabase database, Path customers, Path orders) {
    try (SessionFactory factory = database.open(ShopService.persistence(), 1)) {
      long start = System.nanoTime();
      new MongoImport(factory, new Progress(null, System::nanoTime))
          .run(new ExtendedJsonFile(customers, false), new ExtendedJsonFile(orders, false));
      return (System.nanoTime() - start) / 1e9;
    }
  }

  /** What a script calling add-order does, without the JVM start: one transaction per order. */
  private static double loop(ShopDatabase database, int orders) {
    try (ShopService shop = new ShopService(database.open(ShopService.persistence(), 1))) {
      List<CustomerId> customers = new ArrayList<>();
      for (int i = 0; i < 10; i++) {
        customers.add(shop.addCustomer("Customer " + i));
      }
      List<LineItem> lines = List.of(new LineItem("coffee", 2), new LineItem("croissant", 1));
      long start = System.nanoTime();
      for (int i = 0; i < orders; i++) {
        shop.placeOrder(customers.get(i % customers.size()), lines);
      }
      return (System.nanoTime() - start) / 1e9;
    }
  }

  /** Files as mongoexport writes them: ids made over time, as MongoDB would have. */
  private static List<CustomerId> writeFiles(Path customersFile, Path ordersFile, int orders)
      throws IOException {
    long[] second = {1_600_000_000L};
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder().clock(() -> Instant.ofEpochSecond(second[0]++ / 10)).build();
    List<CustomerId> customers = new ArrayList<>();
    try (BufferedWriter out = Files.newBufferedWriter(customersFile, StandardCharsets.UTF_8)) {
      for (int i = 0; i < CUSTOMERS; i++) {
        CustomerId id = generator.call(CustomerId::generate);
        customers.add(id);
        out.write("{\"_id\":{\"$oid\":\"" + id + "\"},\"name\":\"Customer " + i + "\"}\n");
      }
    }
    try (BufferedWriter out = Files.newBufferedWriter(ordersFile, StandardCharsets.UTF_8)) {
      for (int i = 0; i < orders; i++) {
        OrderId id = generator.call(OrderId::generate);
        out.write(
            "{\"_id\":{\"$oid\":\""
                + id
                + "\"},\"customerId\":{\"$oid\":\""
                + customers.get(i % CUSTOMERS)
                + "\"},\"lines\":[{\"product\":\"coffee\",\"quantity\":2},"
                + "{\"product\":\"croissant\",\"quantity\":1}],\"status\":\"shipped\"}\n");
      }
    }
    return customers;
  }

  private static void execute(TestDatabase database, String sql) throws SQLException {
    try (Connection connection = database.connect();
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
