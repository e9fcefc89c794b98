package dev.objectidkey.sample.web;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.ShopDatabase;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A shop on a fresh H2 file database with three orders placed at known seconds, served on a free
 * port of 127.0.0.1, and what the server reported on its log.
 */
final class ServedShop implements AutoCloseable {

  /** When the first order was placed; the others follow 5 and 10 seconds later. */
  static final Instant START = Instant.parse("2024-05-01T09:00:00Z");

  /** A customer name that is markup, to check that the page shows it as text. */
  static final String MARKUP_NAME = "<b>Bob</b> & \"Eve\"";

  final ShopService shop;
  final ShopServer server;
  final CustomerId ada;
  final CustomerId bob;

  /** The orders, oldest first: Ada's at START, Bob's at +5 s, Ada's at +10 s. */
  final List<OrderId> orders;

  private final ByteArrayOutputStream logged = new ByteArrayOutputStream();

  ServedShop(Path dir) {
    // As serve opens it: one connection per request handler.
    shop =
        new ShopService(
            new ShopDatabase(
                    "jdbc:h2:file:" + dir.resolve("shop"), null, null, Duration.ofSeconds(10))
                .open(ShopService.persistence(), ShopServer.HANDLERS));
    AtomicReference<Instant> now = new AtomicReference<>(START);
    ObjectIdGenerator generator =
        ObjectIdGenerator.builder().clock(now::get).randomValue(0x0123456789L).counter(0).build();
    ada = generator.call(() -> shop.addCustomer("Ada Lovelace"));
    bob = generator.call(() -> shop.addCustomer(MARKUP_NAME));
    OrderId first = generator.call(() -> shop.placeOrder(ada, List.of(new LineItem("coffee", 2))));
    now.set(START.plusSeconds(5));
    OrderId second = generator.call(() -> shop.placeOrder(bob, List.of(new LineItem("<tea>", 1))));
    now.set(START.plusSeconds(10));
    OrderId third =
        generator.call(
            () ->
                shop.placeOrder(
                    ada, List.of(new LineItem("bagel", 3), new LineItem("espresso", 1))));
    orders = List.of(first, second, third);
    server = ShopServer.start(shop, 0, new PrintStream(logged, true, StandardCharsets.UTF_8));
  }

  /** The address of {@code pathAndQuery} on this server, such as {@code /?n=2}. */
  String url(String pathAndQuery) {
    return server.url() + pathAndQuery.substring(1);
  }

  /** What the server wrote on its log so far. */
  String log() {
    return logged.toString(StandardCharsets.UTF_8);
  }

  @Override
  public void close() {
    server.close();
    shop.close();
  }
}
