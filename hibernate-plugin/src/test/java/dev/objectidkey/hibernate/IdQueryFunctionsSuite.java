package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.Ticket;
import dev.objectidkey.hibernate.model.TicketId;
import dev.objectidkey.testing.TestDatabase;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code max}/{@code min} of ids in the forms the persistence suite does not use ({@code
 * distinct}, a {@code @NamedQuery}) and the query functions given a query parameter, on every
 * database through one small subclass each. Its table is {@code hp_ticket}, created and dropped by
 * its own factory.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class IdQueryFunctionsSuite {

  private SessionFactory sessionFactory;
  private final List<TicketId> ids = new ArrayList<>();

  /**
   * The database to test on; may skip the tests.
   *
   * @return the database
   */
  protected abstract TestDatabase database();

  @BeforeAll
  void bootAndAddThreeTickets() {
    // The named queries are checked here: on PostgreSQL, before the plugin's max/min existed.
    sessionFactory =
        ObjectIdPersistenceSuite.boot(database().dataSource(), "create-drop", Ticket.class);
    sessionFactory.inTransaction(
        session -> {
          for (String label : List.of("a", "b", "c")) {
            Ticket ticket = new Ticket(label);
            session.persist(ticket);
            ids.add(ticket.getId());
          }
        });
  }

  @AfterAll
  void close() {
    if (sessionFactory != null) {
      sessionFactory.close();
    }
  }

  @ParameterizedTest
  @CsvSource({"Ticket.latest, max", "Ticket.earliest, min"})
  void namedQueriesWithMaxAndMinOfTheIdAnswerTheGreatestAndLeastId(String name, String function) {
    TicketId found =
        sessionFactory.fromSession(
            session -> session.createNamedQuery(name, TicketId.class).getSingleResult());

    assertEquals(function.equals("max") ? Collections.max(ids) : Collections.min(ids), found);
  }

  @ParameterizedTest
  @ValueSource(strings = {"max", "min"})
  void maxAndMinOfDistinctIdsAnswerTheGreatestAndLeastId(String function) {
    TicketId found =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select " + function + "(distinct t.id) from Ticket t", TicketId.class)
                    .getSingleResult());

    assertEquals(function.equals("max") ? Collections.max(ids) : Collections.min(ids), found);
  }

  @ParameterizedTest
  @CsvSource({
    "objectid_hex, 507f1f77bcf86cd799439011",
    "objectid_hex, 1700000000",
    "objectid_timestamp, 507f1f77bcf86cd799439011",
    "objectid_timestamp, 1700000000"
  })
  void theQueryFunctionsRefuseAParameterOfNoKnownTypeBeforeAnyValueIsBound(
      String function, String value) {
    // A String or a Long bound here used to give the hex or time of its bytes on H2 and MariaDB.
    Object bound = value.length() == 24 ? value : Long.valueOf(value);
    RuntimeException refused =
        assertThrows(
            RuntimeException.class,
            () ->
                sessionFactory.inSession(
                    session ->
                        session
                            .createSelectionQuery(
                                "select " + function + "(:p) from Ticket t", Object.class)
                            .setParameter("p", bound)
                            .getResultList()));

    String message = messages(refused);
    assertTrue(
        message.contains(
            "[ObjectIdKey] "
                + function
                + "(:p): the argument is a query parameter of no known type, so a String or"
                + " Long bound to it would be read as an id's bytes; pass an attribute of an"
                + " @ObjectIdKey id class, such as "
                + function
                + "(o.id)"),
        message);
  }

  /** The messages of {@code e} and its causes, for a check that does not depend on wrapping. */
  private static String messages(Throwable e) {
    StringBuilder all = new StringBuilder();
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      all.append(cause.getMessage()).append('\n');
    }
    return all.toString();
  }
}
