package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.hibernate.partitions.Reading;
import dev.objectidkey.hibernate.partitions.ReadingId;
import dev.objectidkey.testing.StatementCounter;
import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A table partitioned by month on its id alone (docs/partitioning.md): one partition per UTC month,
 * bounded by {@code [minFor(first instant of the month), minFor(first instant of the next month))},
 * and a last partition up to MAXVALUE. An entity with {@code @GeneratedObjectId} inserts, finds,
 * updates and queries across the partitions unchanged; {@code EXPLAIN} of the SQL that Hibernate
 * sends reads only the partitions of an id range, and one partition for {@code find}; dropping the
 * oldest partition removes exactly that month's rows.
 *
 * <p>The table {@code pt_reading} is in this suite's own schema (a MariaDB database), named after
 * the line's, created when absent and never dropped; the table is created before each test and
 * dropped after the last.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PartitionSuite {

  /** The months with data: across a year boundary, and February of a leap year. */
  static final List<YearMonth> MONTHS =
      List.of(
          YearMonth.of(2023, 11),
          YearMonth.of(2023, 12),
          YearMonth.of(2024, 1),
          YearMonth.of(2024, 2));

  /** Readings persisted per month: at its first second, in its middle, at its last second. */
  private static final int PER_MONTH = 3;

  private static final String PREFIX =
      System.getProperty("objectidkey.test.schema", "oik_hibernate");

  private final StatementCounter counter = new StatementCounter();
  private TestDatabase database;
  private SessionFactory sessionFactory;

  /** The ids persisted by {@link #createTableWithReadings}, per month. */
  private final Map<YearMonth, List<ReadingId>> idsByMonth = new LinkedHashMap<>();

  /**
   * The database; may skip the tests.
   *
   * @return the database
   */
  protected abstract TestDatabase database();

  /** Drops {@code pt_reading} if it is there, and creates it partitioned by {@code months}. */
  protected abstract void createPartitionedTable(Statement sql, List<YearMonth> months)
      throws Exception;

  /** The name of the partition that holds {@code month}'s ids. */
  protected abstract String partitionName(YearMonth month);

  /** The partition that holds the last representable id, 2106-02-07T06:28:15Z's largest. */
  protected abstract String lastPartitionName();

  /** The ids stored in one partition, read from that partition alone. */
  protected abstract List<ReadingId> idsIn(Connection connection, String partition)
      throws SQLException;

  /**
   * The partitions that the database's plan for {@code sql}, with {@code parameters} bound, reads.
   */
  protected abstract List<String> partitionsRead(
      Connection connection, String sql, List<byte[]> parameters) throws SQLException;

  /** Drops one partition and its rows: the retention step. */
  protected abstract void dropPartition(Statement sql, String partition) throws SQLException;

  /** The first instant of a UTC month. */
  static Instant start(YearMonth month) {
    return month.atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant();
  }

  /** The lower bound of a month's partition: the smallest id of its first second. */
  static byte[] lowerBound(YearMonth month) {
    return ReadingId.minFor(start(month)).toByteArray();
  }

  /**
   * The upper bound (exclusive) of a month's partition: the smallest id of the next month's first
   * second, or {@code null} for 2106-02, whose next month no id can express (the partition then
   * goes to MAXVALUE).
   */
  static byte[] upperBound(YearMonth month) {
    Instant next = start(month.plusMonths(1));
    return next.isAfter(ObjectIdCodec.MAX_INSTANT) ? null : ReadingId.minFor(next).toByteArray();
  }

  TestDatabase testDatabase() {
    return database;
  }

  @BeforeAll
  void boot() {
    database = database().inSchema(PREFIX + "_partitions");
    System.out.println(getClass().getSimpleName() + ": on " + database);
    sessionFactory =
        ObjectIdPersistenceSuite.boot(counter.wrap(database.dataSource()), "none", Reading.class);
  }

  @AfterAll
  void closeAndDropTheTable() throws SQLException {
    if (sessionFactory != null) {
      sessionFactory.close();
    }
    if (database != null) {
      try (Connection connection = database.connect();
          Statement sql = connection.createStatement()) {
        sql.execute("drop table if exists pt_reading");
      }
    }
  }

  @BeforeEach
  void createTableWithReadings() throws Exception {
    try (Connection connection = database.connect();
        Statement sql = connection.createStatement()) {
      createPartitionedTable(sql, MONTHS);
    }
    idsByMonth.clear();
    AtomicReference<Instant> clock = new AtomicReference<>();
    ObjectIdGenerator.builder()
        .clock(clock::get)
        .build()
        .run(
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      for (YearMonth month : MONTHS) {
                        List<ReadingId> ids = new ArrayList<>();
                        Instant first = start(month);
                        Instant last = start(month.plusMonths(1)).minusSeconds(1);
                        Instant middle =
                            first.plusSeconds((last.getEpochSecond() - first.getEpochSecond()) / 2);
                        for (Instant t : List.of(first, middle, last)) {
                          clock.set(t);
                          Reading reading = new Reading(month + " " + t);
                          session.persist(reading);
                          ids.add(reading.getId());
                        }
                        idsByMonth.put(month, ids);
                      }
                    }));
  }

  @Test
  void eachReadingIsStoredInThePartitionOfItsMonth() throws SQLException {
    try (Connection connection = database.connect()) {
      for (YearMonth month : MONTHS) {
        assertEquals(
            idsByMonth.get(month), idsIn(connection, partitionName(month)), month::toString);
        assertEquals(PER_MONTH, idsByMonth.get(month).size());
      }
    }
  }

  @Test
  void insertsFindsUpdatesAndQueriesAcrossPartitionsUnchanged() {
    List<ReadingId> all = idsByMonth.values().stream().flatMap(List::stream).toList();
    sessionFactory.inTransaction(
        session -> {
          for (ReadingId id : all) {
            Reading reading = session.find(Reading.class, id);
            assertNotNull(reading, id::toString);
            reading.setNote("updated " + id);
          }
        });
    sessionFactory.inSession(
        session -> {
          for (ReadingId id : all) {
            assertEquals("updated " + id, session.find(Reading.class, id).getNote());
          }
          assertEquals(
              all,
              session
                  .createSelectionQuery("select r.id from Reading r order by r.id", ReadingId.class)
                  .getResultList());
          // "Created from December to January", on the id alone: the rows of two partitions.
          List<ReadingId> decemberToJanuary = new ArrayList<>(idsByMonth.get(MONTHS.get(1)));
          decemberToJanuary.addAll(idsByMonth.get(MONTHS.get(2)));
          assertEquals(decemberToJanuary, between(session, MONTHS.get(1), MONTHS.get(2)));
        });
  }

  @Test
  void anIdRangeReadsOnlyThePartitionsOfItsMonths() throws SQLException {
    counter.reset();
    sessionFactory.inSession(session -> between(session, MONTHS.get(1), MONTHS.get(2)));
    String sql = onlySelect();
    try (Connection connection = database.connect()) {
      assertEquals(
          List.of(partitionName(MONTHS.get(1)), partitionName(MONTHS.get(2))),
          partitionsRead(
              connection,
              sql,
              List.of(
                  ReadingId.minFor(start(MONTHS.get(1))).toByteArray(),
                  ReadingId.maxFor(start(MONTHS.get(3)).minusSeconds(1)).toByteArray())),
          sql);
      // One second, the last of November: one partition.
      Instant last = start(MONTHS.get(1)).minusSeconds(1);
      assertEquals(
          List.of(partitionName(MONTHS.get(0))),
          partitionsRead(
              connection,
              sql,
              List.of(ReadingId.minFor(last).toByteArray(), ReadingId.maxFor(last).toByteArray())),
          sql);
    }
  }

  @Test
  void findReadsOnePartition() throws SQLException {
    ReadingId id = idsByMonth.get(MONTHS.get(2)).get(1);
    counter.reset();
    sessionFactory.inSession(session -> assertNotNull(session.find(Reading.class, id)));
    String sql = onlySelect();
    try (Connection connection = database.connect()) {
      assertEquals(
          List.of(partitionName(MONTHS.get(2))),
          partitionsRead(connection, sql, List.of(id.toByteArray())),
          sql);
    }
  }

  @Test
  void theLastPartitionHoldsTheLastRepresentableId() throws SQLException {
    AtomicReference<ReadingId> made = new AtomicReference<>();
    ObjectIdGenerator.builder()
        .clock(() -> ObjectIdCodec.MAX_INSTANT)
        .build()
        .run(
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      Reading reading = new Reading("the last second");
                      session.persist(reading);
                      made.set(reading.getId());
                    }));
    ReadingId last = ReadingId.maxFor(ObjectIdCodec.MAX_INSTANT);
    try (Connection connection = database.connect();
        PreparedStatement insert =
            connection.prepareStatement("insert into pt_reading (id, note) values (?, ?)")) {
      // All twelve bytes ff: above every exclusive bound but MAXVALUE.
      insert.setBytes(1, last.toByteArray());
      insert.setString(2, "the largest id");
      assertEquals(1, insert.executeUpdate());
      assertEquals(List.of(made.get(), last), idsIn(connection, lastPartitionName()));
    }
    sessionFactory.inSession(
        session -> assertEquals("the largest id", session.find(Reading.class, last).getNote()));
  }

  @Test
  void droppingTheOldestPartitionRemovesExactlyItsMonth() throws SQLException {
    YearMonth oldest = MONTHS.get(0);
    try (Connection connection = database.connect();
        Statement sql = connection.createStatement()) {
      dropPartition(sql, partitionName(oldest));
    }
    sessionFactory.inSession(
        session -> {
          for (Map.Entry<YearMonth, List<ReadingId>> month : idsByMonth.entrySet()) {
            for (ReadingId id : month.getValue()) {
              Reading found = session.find(Reading.class, id);
              if (month.getKey().equals(oldest)) {
                assertNull(found, () -> id + " of " + oldest + " after the drop");
              } else {
                assertNotNull(found, () -> id + " of " + month.getKey() + " after the drop");
              }
            }
          }
          List<ReadingId> rest =
              idsByMonth.entrySet().stream()
                  .filter(month -> !month.getKey().equals(oldest))
                  .flatMap(month -> month.getValue().stream())
                  .toList();
          assertEquals(
              rest,
              session
                  .createSelectionQuery("select r.id from Reading r order by r.id", ReadingId.class)
                  .getResultList());
        });
  }

  private static List<ReadingId> between(
      org.hibernate.Session session, YearMonth from, YearMonth to) {
    return session
        .createSelectionQuery(
            "select r.id from Reading r where r.id between :from and :to order by r.id",
            ReadingId.class)
        .setParameter("from", ReadingId.minFor(start(from)))
        .setParameter("to", ReadingId.maxFor(start(to.plusMonths(1)).minusSeconds(1)))
        .getResultList();
  }

  /** The one SELECT of pt_reading that Hibernate sent since the last reset, as sent. */
  private String onlySelect() {
    List<String> selects =
        counter.sentSql().stream()
            .filter(sql -> sql.toLowerCase(java.util.Locale.ROOT).startsWith("select"))
            .toList();
    assertEquals(1, selects.size(), selects::toString);
    return selects.get(0);
  }

  /** Reads the first column of every row as an id. */
  static List<ReadingId> ids(ResultSet rows) throws SQLException {
    List<ReadingId> ids = new ArrayList<>();
    while (rows.next()) {
      ids.add(ReadingId.fromBytes(rows.getBytes(1)));
    }
    return ids;
  }
}
