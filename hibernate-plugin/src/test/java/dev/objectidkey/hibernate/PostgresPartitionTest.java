package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.partitions.ReadingId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Month partitions on the PostgreSQL at 127.0.0.1:5432 (or an embedded one), made by the plugin
 * script's {@code objectid_create_month_partition}, whose bounds {@code objectid_month_bounds}
 * gives and this test compares with {@code minFor} at month and year boundaries and at 2106.
 */
class PostgresPartitionTest extends PartitionSuite {

  private static final Pattern PARTITION = Pattern.compile("\\bpt_reading_y\\d{4}m\\d{2}\\b");

  @Override
  protected TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  protected void createPartitionedTable(Statement sql, List<YearMonth> months) throws Exception {
    // Twice, as a DBA may run it: the second run changes nothing.
    sql.execute(SqlScripts.read("postgresql.sql"));
    sql.execute(SqlScripts.read("postgresql.sql"));
    sql.execute("drop table if exists pt_reading");
    sql.execute(
        "create table pt_reading (id bytea primary key, note varchar(255))"
            + " partition by range (id)");
    List<YearMonth> all = new ArrayList<>(months);
    all.add(YearMonth.of(2106, 2));
    for (YearMonth month : all) {
      for (int run = 0; run < 2; run++) { // the job may run again: it returns the same partition
        try (ResultSet row =
            sql.executeQuery(
                "select cast(objectid_create_month_partition('pt_reading', date '"
                    + month.atDay(1)
                    + "') as text)")) {
          assertTrue(row.next());
          assertEquals(partitionName(month), row.getString(1));
        }
      }
    }
  }

  @Override
  protected String partitionName(YearMonth month) {
    return String.format("pt_reading_y%04dm%02d", month.getYear(), month.getMonthValue());
  }

  @Override
  protected String lastPartitionName() {
    return "pt_reading_y2106m02";
  }

  @Override
  protected List<ReadingId> idsIn(Connection connection, String partition) throws SQLException {
    try (Statement sql = connection.createStatement();
        ResultSet rows = sql.executeQuery("select id from " + partition + " order by id")) {
      return ids(rows);
    }
  }

  @Override
  protected List<String> partitionsRead(Connection connection, String sql, List<byte[]> parameters)
      throws SQLException {
    String plan = explain(connection, "explain (costs off) " + sql, parameters);
    System.out.println("PostgresPartitionTest: " + sql + "\n" + plan);
    return partitionsIn(plan);
  }

  @Override
  protected void dropPartition(Statement sql, String partition) throws SQLException {
    sql.execute("drop table " + partition);
  }

  @Test
  void monthBoundsAreMinForOfTheMonthAndOfTheNext() throws Exception {
    List<YearMonth> months =
        List.of(
            YearMonth.of(1970, 1),
            YearMonth.of(1999, 12),
            YearMonth.of(2000, 1),
            YearMonth.of(2000, 2), // a leap February
            YearMonth.of(2023, 2),
            YearMonth.of(2023, 12), // to the next year
            YearMonth.of(2024, 1),
            YearMonth.of(2038, 1), // 2038-01-19T03:14:08Z: the first byte turns 0x80
            YearMonth.of(2038, 2),
            YearMonth.of(2105, 12),
            YearMonth.of(2106, 1),
            YearMonth.of(2106, 2)); // the last: no upper bound
    try (Connection connection = testDatabase().connect();
        Statement sql = connection.createStatement();
        PreparedStatement bounds =
            connection.prepareStatement("select lower, upper from objectid_month_bounds(?)")) {
      sql.execute(SqlScripts.read("postgresql.sql"));
      // Bounds are UTC months whatever the session's time zone.
      sql.execute("set time zone 'Pacific/Kiritimati'");
      for (YearMonth month : months) {
        for (LocalDate day : List.of(month.atDay(1), month.atEndOfMonth())) {
          bounds.setObject(1, day);
          try (ResultSet row = bounds.executeQuery()) {
            assertTrue(row.next());
            assertArrayEquals(lowerBound(month), row.getBytes(1), () -> "lower of " + day);
            assertArrayEquals(upperBound(month), row.getBytes(2), () -> "upper of " + day);
          }
        }
      }
      assertNull(upperBound(YearMonth.of(2106, 2)));
      for (LocalDate bad : List.of(LocalDate.of(1969, 12, 31), LocalDate.of(2106, 3, 1))) {
        bounds.setObject(1, bad);
        SQLException thrown = assertThrows(SQLException.class, bounds::executeQuery);
        assertEquals("22008", thrown.getSQLState(), thrown::toString);
        assertTrue(
            thrown.getMessage().contains("objectid_month_bounds(" + bad + ")")
                && thrown.getMessage().contains("from 1970-01 to 2106-02"),
            thrown::toString);
      }
    }
  }

  @Test
  void aTableThatIsNotPartitionedByRangeIsRefusedByName() throws SQLException {
    try (Connection connection = testDatabase().connect();
        Statement sql = connection.createStatement()) {
      SQLException thrown =
          assertThrows(
              SQLException.class,
              () ->
                  sql.execute(
                      "select objectid_create_month_partition('pt_reading_y2024m01',"
                          + " date '2024-03-01')"));
      assertEquals("42P17", thrown.getSQLState(), thrown::toString);
      assertTrue(
          thrown.getMessage().contains("pt_reading_y2024m01 is not partitioned by range"),
          thrown::toString);
    }
  }

  /**
   * The month job's misuses, each refused with its {@code [ObjectIdKey]} message and nothing
   * created. Before: a parent named with 30 {@code é} (60 bytes, 30 characters) had every month's
   * partition cut to the same 63-byte name, so February's call returned January's partition; a
   * null month gave PostgreSQL's "null values cannot be formatted as an SQL identifier"; a
   * parent partitioned by a text column got a partition that no id falls into.
   */
  @Test
  void theMonthJobsMisusesAreRefusedAndCreateNothing() throws Exception {
    String longName = "\"" + "é".repeat(30) + "\"";
    try (Connection connection = testDatabase().connect();
        Statement sql = connection.createStatement()) {
      sql.execute(SqlScripts.read("postgresql.sql"));
      sql.execute("drop table if exists " + longName + ", pt_text, pt_bounds");
      sql.execute("create table " + longName + " (id bytea primary key) partition by range (id)");
      sql.execute("create table pt_text (id text primary key) partition by range (id)");
      sql.execute("create table pt_bounds (id bytea primary key) partition by range (id)");
      sql.execute(
          "create table pt_bounds_y2024m03 partition of pt_bounds"
              + " for values from ('\\x65') to ('\\x66')");
      try {
        assertRefused(
            sql,
            "select objectid_create_month_partition('" + longName + "', date '2024-01-01')",
            "42622",
            "_y2024m01\" is 69 bytes long, but PostgreSQL keeps only 63; use a shorter table name");
        assertRefused(
            sql,
            "select objectid_create_month_partition('pt_bounds', null)",
            "22004",
            "objectid_create_month_partition(pt_bounds, null): the month is null; pass the"
                + " partitioned table and a date in the month");
        assertRefused(
            sql,
            "select objectid_create_month_partition('pt_text', date '2024-01-01')",
            "42P17",
            "pt_text is not partitioned by range on one bytea column; create it with \"partition"
                + " by range (id)\" on its bytea id");
        assertRefused(
            sql,
            "select objectid_create_month_partition('pt_bounds', date '2024-03-01')",
            "42P07",
            "pt_bounds_y2024m03 exists with bounds FOR VALUES FROM ('\\x65') TO ('\\x66'), not"
                + " the month's FOR VALUES FROM ('\\x65e11a800000000000000000') TO"
                + " ('\\x6609f9000000000000000000'); rename or detach it");
        try (ResultSet count =
            sql.executeQuery(
                "select count(*) from pg_inherits where inhparent in ('"
                    + longName
                    + "'::regclass, 'pt_text'::regclass, 'pt_bounds'::regclass)")) {
          assertTrue(count.next());
          assertEquals(1, count.getInt(1), "only the partition made by hand");
        }
      } finally {
        sql.execute("drop table " + longName + ", pt_text, pt_bounds");
      }
    }
  }

  private static void assertRefused(Statement sql, String call, String state, String message) {
    SQLException thrown = assertThrows(SQLException.class, () -> sql.execute(call), call);
    assertEquals(state, thrown.getSQLState(), thrown::toString);
    assertTrue(thrown.getMessage().contains("[ObjectIdKey] "), thrown::toString);
    assertTrue(thrown.getMessage().contains(message), thrown::toString);
  }

  /**
   * A generic plan (a prepared statement that PostgreSQL plans once for any parameters: with
   * {@code plan_cache_mode = force_generic_plan}, or after five executions of a named statement
   * when the generic plan looks no costlier) cannot prune at plan time, since the bounds are unknown
   * then. It prunes when the executor starts, which {@code EXPLAIN ANALYZE} reports as "Subplans
   * Removed". (The EXPLAIN of the other tests binds the parameters through JDBC, and PostgreSQL
   * plans an EXPLAIN with the values it is given: a custom plan, pruned at plan time.)
   */
  @Test
  void aGenericPlanPrunesWhenItRuns() throws SQLException {
    YearMonth december = MONTHS.get(1);
    try (Connection connection = testDatabase().connect();
        Statement sql = connection.createStatement()) {
      sql.execute("set plan_cache_mode = force_generic_plan");
      sql.execute(
          "prepare pt_between(bytea, bytea) as"
              + " select r1_0.id from pt_reading r1_0 where r1_0.id between $1 and $2"
              + " order by r1_0.id");
      try {
        String plan =
            explain(
                connection,
                "explain (analyze, costs off, timing off, summary off) execute pt_between('\\x"
                    + ReadingId.minFor(start(december)).toHexString()
                    + "', '\\x"
                    + ReadingId.maxFor(start(december.plusMonths(1)).minusSeconds(1)).toHexString()
                    + "')",
                List.of());
        System.out.println("PostgresPartitionTest: generic plan\n" + plan);
        // Five partitions, four removed when the executor starts: December's is the one scanned.
        assertTrue(plan.contains("Subplans Removed: 4"), plan);
        assertEquals(List.of(partitionName(december)), partitionsIn(plan), plan);
      } finally {
        sql.execute("deallocate pt_between");
      }
    }
  }

  private static String explain(Connection connection, String explain, List<byte[]> parameters)
      throws SQLException {
    try (PreparedStatement statement = connection.prepareStatement(explain)) {
      for (int i = 0; i < parameters.size(); i++) {
        statement.setBytes(i + 1, parameters.get(i));
      }
      StringBuilder plan = new StringBuilder();
      try (ResultSet rows = statement.executeQuery()) {
        while (rows.next()) {
          plan.append(rows.getString(1)).append('\n');
        }
      }
      return plan.toString();
    }
  }

  /** The partitions that a plan scans, in plan order. */
  private static List<String> partitionsIn(String plan) {
    List<String> partitions = new ArrayList<>();
    Matcher matcher = PARTITION.matcher(plan);
    while (matcher.find()) {
      if (!partitions.contains(matcher.group())) {
        partitions.add(matcher.group());
      }
    }
    return partitions;
  }
}
