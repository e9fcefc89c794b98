package dev.objectidkey.springdatajdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * With {@code objectidkey.data-jdbc.check-updates=false}, a save that stores nothing is Spring
 * Data JDBC's own business again: 3.5 throws its exception, 4.x returns. The setting is for a
 * database that counts only changed rows, where the check would refuse saving an unchanged
 * aggregate.
 */
@SpringBootTest(properties = "objectidkey.data-jdbc.check-updates=false")
class UpdateCheckOffTest {

  @Autowired private CustomerRepository customers;
  @Autowired private OrderRepository orders;
  @Autowired private JdbcTemplate jdbc;

  @BeforeEach
  void empty() {
    orders.deleteAll();
    customers.deleteAll();
  }

  @Test
  void aSaveThatStoresNothingIsNotRefusedByObjectIdKey() {
    Customer bo = new Customer("Bo");
    bo.setId(CustomerId.generate());

    try {
      customers.save(bo);
    } catch (RuntimeException springDataJdbc35) {
      for (Throwable cause = springDataJdbc35; cause != null; cause = cause.getCause()) {
        assertFalse(String.valueOf(cause.getMessage()).contains("[ObjectIdKey]"), cause::toString);
      }
    }
    assertEquals(0, jdbc.queryForObject("select count(*) from oik_sdj_customer", Integer.class));
  }
}
