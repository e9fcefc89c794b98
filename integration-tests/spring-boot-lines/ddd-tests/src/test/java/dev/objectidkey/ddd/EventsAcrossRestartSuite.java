package dev.objectidkey.ddd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ddd.customers.Customer;
import dev.objectidkey.ddd.customers.CustomerId;
import dev.objectidkey.ddd.customers.CustomerRepository;
import dev.objectidkey.ddd.orders.OrderId;
import dev.objectidkey.ddd.orders.OrderLine;
import dev.objectidkey.ddd.orders.OrderManagement;
import dev.objectidkey.ddd.payments.Payment;
import dev.objectidkey.ddd.payments.PaymentRepository;
import dev.objectidkey.testing.TestDatabase;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jmolecules.ddd.types.Association;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * An event whose listener failed is completed after a restart: one application context completes
 * an order while the payment provider is down, so the listener of {@code OrderCompleted} fails and
 * the publication stays incomplete in the database; it is closed, and a second context on the same
 * database, with the provider up, republishes the stored event on start. The event is read back
 * from its JSON with its typed ids, so the listener requests the payment of the right order.
 */
abstract class EventsAcrossRestartSuite {

  /** The database both contexts use, in tables of this test's own. */
  abstract TestDatabase database();

  @Test
  void aPublicationWhoseListenerFailedIsCompletedByTheNextStart() {
    OrderId order;
    CustomerId customer;
    try (ConfigurableApplicationContext first =
        start("create", Map.of("ddd.payments.provider-available", "false"))) {
      customer = first.getBean(CustomerRepository.class).save(new Customer("Ada")).getId();
      OrderManagement management = first.getBean(OrderManagement.class);
      order = management.place(customer, List.of(new OrderLine("tea", 3, 200))).getId();
      assertEquals(OrderManagement.Completion.COMPLETED, management.complete(order));
    }
    JdbcTemplate jdbc = jdbc();
    String stored =
        jdbc.queryForObject(
            "select serialized_event from event_publication where completion_date is null",
            String.class);
    assertTrue(stored.contains("\"order\":\"" + order + "\""), stored);
    assertEquals(0, jdbc.queryForObject("select count(*) from ddd_payment", Integer.class));

    try (ConfigurableApplicationContext second =
        start(
            "none",
            Map.of("spring.modulith.events.republish-outstanding-events-on-restart", "true"))) {
      PaymentRepository payments = second.getBean(PaymentRepository.class);
      Payment payment =
          ShopOverHttpSuite.eventually(() -> payments.findByOrder(Association.forId(order)));
      assertEquals(order, payment.getOrder().getId());
      assertEquals(600, payment.getAmount());
      ShopOverHttpSuite.eventually(
          () ->
              Optional.ofNullable(
                      jdbc.queryForObject(
                          "select count(*) from event_publication where completion_date is null",
                          Integer.class))
                  .filter(incomplete -> incomplete == 0));
    }
  }

  /** Starts the application on its own port, with these properties over application.properties. */
  private ConfigurableApplicationContext start(String ddl, Map<String, String> properties) {
    TestDatabase database = database();
    Map<String, String> all = new TreeMap<>(properties);
    all.put("server.port", "0");
    all.put("spring.datasource.url", database.url());
    all.put("spring.datasource.username", database.user());
    all.put("spring.datasource.password", database.password());
    all.put("spring.jpa.hibernate.ddl-auto", ddl);
    // Closing the first context waits until its listener has run, and failed.
    all.put("spring.task.execution.shutdown.await-termination", "true");
    all.put("spring.task.execution.shutdown.await-termination-period", "10s");
    return new SpringApplicationBuilder(DddApplication.class)
        .run(
            all.entrySet().stream()
                .map(property -> "--" + property.getKey() + "=" + property.getValue())
                .toArray(String[]::new));
  }

  private JdbcTemplate jdbc() {
    TestDatabase database = database();
    return new JdbcTemplate(
        new DriverManagerDataSource(database.url(), database.user(), database.password()));
  }
}
