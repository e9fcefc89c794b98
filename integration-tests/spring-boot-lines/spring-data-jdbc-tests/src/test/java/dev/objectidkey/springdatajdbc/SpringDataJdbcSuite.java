package dev.objectidkey.springdatajdbc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.IncorrectUpdateSemanticsDataAccessException;
import org.springframework.data.domain.Sort;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Typed ids through Spring Data JDBC repositories, in a booted application that wires nothing for
 * them: objectidkey-spring's auto-configuration stores them as their 12 bytes and generates a new
 * aggregate's id before insert. One subclass per database, each naming its id column type.
 */
@SpringBootTest
abstract class SpringDataJdbcSuite {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Autowired private CustomerRepository customers;
  @Autowired private OrderRepository orders;
  @Autowired private ShipmentRepository shipments;
  @Autowired private JdbcTemplate jdbc;
  @Autowired private JdbcAggregateTemplate aggregates;

  /** The type name of a 12-byte id column, as DatabaseMetaData reports it, in lower case. */
  abstract String idColumnType();

  /** The size DatabaseMetaData reports for an id column: 12, or PostgreSQL's for any bytea. */
  int idColumnSize() {
    return 12;
  }

  @BeforeEach
  void empty() {
    shipments.deleteAll();
    orders.deleteAll();
    customers.deleteAll();
  }

  /**
   * Every new entity of an aggregate gets its typed id on save: parcels in a list, labels in a
   * set inside each parcel, stops in a map; on a later save, only the children without one.
   * Before, only the root's id was generated, and the insert of the first child failed with
   * {@code null value in column "id"}.
   */
  @Test
  void saveGeneratesTheIdOfEveryNewChildInListsSetsMapsAndNestedOnes() {
    Label fragile = new Label("fragile");
    Shipment saved =
        shipments.save(
            Shipment.of(
                "Lyon",
                List.of(
                    Parcel.of("books", new HashSet<>(Set.of(fragile, new Label("heavy")))),
                    Parcel.of("cups", Set.of(new Label("glass")))),
                Map.of("A", Stop.at("Paris"), "B", Stop.at("Dijon"))));

    List<Object> ids = new ArrayList<>(List.of(saved.id()));
    for (Parcel parcel : saved.parcels()) {
      ids.add(parcel.id());
      for (Label label : parcel.labels()) {
        ids.add(label.getId());
        assertTrue(parcel.labels().contains(label), "the set was rehashed: " + label.getCaption());
      }
    }
    saved.stops().values().forEach(stop -> ids.add(stop.id()));
    assertTrue(ids.stream().allMatch(java.util.Objects::nonNull), ids::toString);
    assertEquals(8, new HashSet<>(ids).size(), "distinct: " + ids);
    assertNotNull(fragile.getId(), "a mutable child gets its id in place");
    assertEquals(
        List.of(2, 3, 2),
        List.of(count("oik_sdj_parcel"), count("oik_sdj_label"), count("oik_sdj_stop")));

    Shipment found = shipments.findById(saved.id()).orElseThrow();
    assertEquals(parcelIds(saved), parcelIds(found));
    assertEquals(labelIds(saved), labelIds(found));
    assertEquals(saved.stops().get("A").id(), found.stops().get("A").id());
    assertEquals(saved.stops().get("B").id(), found.stops().get("B").id());

    List<Parcel> more = new ArrayList<>(found.parcels());
    more.add(Parcel.of("lamp", Set.of(new Label("bulb"))));
    Shipment updated = shipments.save(found.withParcels(more));
    assertEquals(parcelIds(saved), parcelIds(updated).subList(0, 2), "kept");
    ParcelId lamp = updated.parcels().get(2).id();
    assertNotNull(lamp);
    assertTrue(!ids.contains(lamp), "a new id for the new parcel");
    Shipment again = shipments.findById(saved.id()).orElseThrow();
    assertEquals(parcelIds(updated), parcelIds(again));
    assertEquals(labelIds(updated), labelIds(again));
  }

  private static List<ParcelId> parcelIds(Shipment shipment) {
    return shipment.parcels().stream().map(Parcel::id).toList();
  }

  private static Set<LabelId> labelIds(Shipment shipment) {
    Set<LabelId> ids = new HashSet<>();
    shipment.parcels().forEach(parcel -> parcel.labels().forEach(label -> ids.add(label.getId())));
    return ids;
  }

  @Test
  void theIdColumnsHoldTwelveBytes() {
    for (String[] column :
        new String[][] {
          {"oik_sdj_customer", "id"}, {"oik_sdj_order", "id"}, {"oik_sdj_order", "customer"}
        }) {
      assertEquals(
          idColumnType() + "(" + idColumnSize() + ")",
          columnType(column[0], column[1]),
          column[0] + "." + column[1]);
    }
  }

  @Test
  void saveGeneratesTheIdBeforeInsertAndStoresItsTwelveBytes() {
    Customer ann = new Customer("Ann");
    assertNull(ann.getId());

    Customer saved = customers.save(ann);

    // A mutable aggregate gets the id through its setter: the same instance comes back.
    assertSame(ann, saved);
    assertNotNull(saved.getId());
    // Auditing, which runs before the id callback, still saw a new customer.
    assertNotNull(saved.getCreatedAt());
    assertEquals(1, count("oik_sdj_customer"));
    assertArrayEquals(
        saved.getId().toByteArray(),
        jdbc.queryForObject("select id from oik_sdj_customer where name = 'Ann'", byte[].class));
  }

  @Test
  void saveOfANewRecordReturnsTheRecordWithItsGeneratedIdAndTheStoredReference() {
    Customer ann = customers.save(new Customer("Ann"));

    Order book = orders.save(Order.of(ann.getId(), "book"));

    assertNotNull(book.id());
    assertEquals("book", book.item());
    assertArrayEquals(
        book.id().toByteArray(),
        jdbc.queryForObject("select id from oik_sdj_order where item = 'book'", byte[].class));
    assertArrayEquals(
        ann.getId().toByteArray(),
        jdbc.queryForObject(
            "select customer from oik_sdj_order where item = 'book'", byte[].class));
  }

  @Test
  void findByIdReadsTheAggregateAndItsTypedReference() {
    Customer ann = customers.save(new Customer("Ann"));
    Order book = orders.save(Order.of(ann.getId(), "book"));

    Order found = orders.findById(book.id()).orElseThrow();

    assertEquals(book.id(), found.id());
    assertEquals(ann.getId(), found.customer().getId());
    assertEquals("book", found.item());
    assertEquals("Ann", customers.findById(found.customer().getId()).orElseThrow().getName());
    assertTrue(orders.findById(OrderId.generate()).isEmpty());
  }

  @Test
  void saveOfAnAggregateThatHasItsIdUpdatesTheRow() {
    Customer ann = customers.save(new Customer("Ann"));
    CustomerId id = ann.getId();

    ann.setName("Anna");
    customers.save(ann);

    assertEquals(id, ann.getId());
    assertEquals(1, count("oik_sdj_customer"));
    assertNotNull(customers.findById(id).orElseThrow().getCreatedAt());
    assertEquals("Anna", customers.findById(id).orElseThrow().getName());
  }

  @Test
  void saveOfAnIdAssignedBeforeTheFirstSaveFailsNamingTheIdAndTheFixes() {
    // Spring Data JDBC's rule for any assigned id: an aggregate with an id is not new, so save
    // runs an UPDATE, which finds no row. Spring Data JDBC 4.0.1 and later would return as if it
    // had saved; objectidkey-spring's update check makes it throw, on every line.
    Customer bo = new Customer("Bo");
    bo.setId(CustomerId.generate());

    RuntimeException failure = assertThrows(RuntimeException.class, () -> customers.save(bo));

    IncorrectUpdateSemanticsDataAccessException refused =
        causeOf(failure, IncorrectUpdateSemanticsDataAccessException.class);
    assertEquals(
        "[ObjectIdKey] save of Customer "
            + bo.getId().toHexString()
            + " stored nothing: its id was set, so Spring Data JDBC ran an UPDATE, and no row has"
            + " that id. Leave the id null before the first save (objectidkey generates it on"
            + " insert), or store a new aggregate with a preset id through"
            + " JdbcAggregateTemplate.insert. If your database counts only changed rows in an"
            + " UPDATE (MySQL's useAffectedRows=true, Vitess), set"
            + " objectidkey.data-jdbc.check-updates=false",
        refused.getMessage());
    assertEquals(0, count("oik_sdj_customer"));

    // The first fix the message names: insert stores the aggregate with its preset id.
    aggregates.insert(bo);
    assertEquals("Bo", customers.findById(bo.getId()).orElseThrow().getName());
  }

  @Test
  void saveOfARecordWithAnAssignedIdFailsToo() {
    Customer ann = customers.save(new Customer("Ann"));
    Order preset = new Order(OrderId.generate(), AggregateReference.to(ann.getId()), "pen");

    RuntimeException failure = assertThrows(RuntimeException.class, () -> orders.save(preset));

    assertTrue(
        causeOf(failure, IncorrectUpdateSemanticsDataAccessException.class)
            .getMessage()
            .startsWith("[ObjectIdKey] save of Order " + preset.id().toHexString()),
        failure.toString());
    assertEquals(0, count("oik_sdj_order"));
  }

  @Test
  void savingAnUnchangedAggregateAgainIsNoError() {
    // The check must not mistake an UPDATE that changes no value for one that found no row: each
    // database here, with its driver's defaults, counts the row it found.
    Customer ann = customers.save(new Customer("Ann"));

    customers.save(ann);
    customers.save(ann);

    assertEquals(1, count("oik_sdj_customer"));
  }

  private static <T extends Throwable> T causeOf(Throwable failure, Class<T> type) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (type.isInstance(cause)) {
        return type.cast(cause);
      }
    }
    throw new AssertionError("no " + type.getSimpleName() + " in " + failure, failure);
  }

  @Test
  void findByIdBetweenMinForAndMaxForFindsTheOrdersCreatedInThoseSeconds() {
    CustomerId ann = customers.save(new Customer("Ann")).getId();
    List<OrderId> ids = new ArrayList<>();
    for (int second : new int[] {0, 10, 20, 30}) {
      ids.add(at(second, () -> orders.save(Order.of(ann, "at " + second))).id());
    }

    assertEquals(
        ids.subList(1, 3),
        orders
            .findByIdBetweenOrderById(
                OrderId.minFor(T0.plusSeconds(10)), OrderId.maxFor(T0.plusSeconds(20)))
            .stream()
            .map(Order::id)
            .toList());
  }

  @Test
  void findAllSortedByIdIsCreationOrderNotInsertionOrder() {
    // Created at 30 s, 10 s, 20 s and 0 s, as by four processes whose clocks differ: the
    // insertion order is not the creation order.
    List<Customer> saved = new ArrayList<>();
    for (int second : new int[] {30, 10, 20, 0}) {
      saved.add(at(second, () -> customers.save(new Customer("at " + second))));
    }

    assertEquals(
        List.of("at 0", "at 10", "at 20", "at 30"),
        customers.findAll(Sort.by("id")).stream().map(Customer::getName).toList());
    assertEquals(
        List.of("at 30", "at 20", "at 10", "at 0"),
        customers.findAll(Sort.by("id").descending()).stream().map(Customer::getName).toList());
    // The database's byte order is the ids' own order.
    assertEquals(
        saved.stream().map(Customer::getId).sorted(CustomerId.comparator()).toList(),
        customers.findAll(Sort.by("id")).stream().map(Customer::getId).toList());
  }

  @Test
  void ordersAreFoundByTheirCustomerByReferenceByIdAndByAJoin() {
    CustomerId ann = customers.save(new Customer("Ann")).getId();
    CustomerId bo = customers.save(new Customer("Bo")).getId();
    Order book = orders.save(Order.of(ann, "book"));
    orders.save(Order.of(bo, "pen"));
    Order lamp = orders.save(Order.of(ann, "lamp"));
    List<OrderId> annsOrders = List.of(book.id(), lamp.id());

    assertEquals(
        annsOrders,
        orders.findByCustomerOrderById(AggregateReference.to(ann)).stream()
            .map(Order::id)
            .toList());
    assertEquals(annsOrders, orders.findOrdersOf(ann).stream().map(Order::id).toList());
    assertEquals(annsOrders, orders.findByCustomerName("Ann").stream().map(Order::id).toList());
    assertEquals(
        List.of(ann, ann),
        orders.findByCustomerName("Ann").stream().map(o -> o.customer().getId()).toList());
  }

  /**
   * Runs {@code action} with a generator of its own whose clock says {@code T0 + second}: one
   * generator never goes back in time (it keeps its last second), as processes do not share one.
   */
  private static <T> T at(int second, Supplier<T> action) {
    Instant now = T0.plusSeconds(second);
    return ObjectIdGenerator.builder().clock(() -> now).build().call(action);
  }

  private int count(String table) {
    return jdbc.queryForObject("select count(*) from " + table, Integer.class);
  }

  private String columnType(String table, String column) {
    return jdbc.execute(
        (ConnectionCallback<String>)
            connection -> {
              for (String[] name :
                  new String[][] {
                    {table, column},
                    {table.toUpperCase(Locale.ROOT), column.toUpperCase(Locale.ROOT)}
                  }) {
                String found = columnType(connection, name[0], name[1]);
                if (found != null) {
                  return found;
                }
              }
              throw new AssertionError("no column " + table + "." + column);
            });
  }

  private static String columnType(Connection connection, String table, String column)
      throws java.sql.SQLException {
    DatabaseMetaData metaData = connection.getMetaData();
    try (ResultSet columns =
        metaData.getColumns(connection.getCatalog(), connection.getSchema(), table, column)) {
      if (!columns.next()) {
        return null;
      }
      return columns.getString("TYPE_NAME").toLowerCase(Locale.ROOT)
          + "("
          + columns.getInt("COLUMN_SIZE")
          + ")";
    }
  }
}
