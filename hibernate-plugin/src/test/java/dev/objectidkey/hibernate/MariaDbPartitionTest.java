package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.partitions.ReadingId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Month partitions on the local MariaDB: {@code PARTITION BY RANGE COLUMNS(id)} on the {@code
 * BINARY(12)} id, with the bounds from {@code minFor} written as hex literals. MariaDB's RANGE
 * partitions have only an upper bound ({@code VALUES LESS THAN}), so each month's partition is
 * bounded by the next month's first id, and a last partition {@code VALUES LESS THAN (MAXVALUE)}
 * takes every later id.
 */
class MariaDbPartitionTest extends PartitionSuite {

  @Override
  protected TestDatabase database() {
    return TestDatabase.mariaDb();
  }

  @Override
  protected void createPartitionedTable(Statement sql, List<YearMonth> months) throws Exception {
    sql.execute("drop table if exists pt_reading");
    sql.execute(createTable(months));
  }

  /** The DDL of docs/partitioning.md, for these months. */
  String createTable(List<YearMonth> months) {
    StringBuilder ddl =
        new StringBuilder(
            "create table pt_reading (id binary(12) not null primary key, note varchar(255))"
                + " partition by range columns(id) (");
    for (YearMonth month : months) {
      ddl.append("partition ")
          .append(partitionName(month))
          .append(" values less than (x'")
          .append(HexFormat.of().formatHex(upperBound(month)))
          .append("'), ");
    }
    return ddl.append("partition ")
        .append(lastPartitionName())
        .append(" values less than (maxvalue))")
        .toString();
  }

  @Override
  protected String partitionName(YearMonth month) {
    return String.format("pt_reading_y%04dm%02d", month.getYear(), month.getMonthValue());
  }

  @Override
  protected String lastPartitionName() {
    return "pt_reading_later";
  }

  @Override
  protected List<ReadingId> idsIn(Connection connection, String partition) throws SQLException {
    try (Statement sql = connection.createStatement();
        ResultSet rows =
            sql.executeQuery(
                "select id from pt_reading partition (" + partition + ") order by id")) {
      return ids(rows);
    }
  }

  @Override
  protected List<String> partitionsRead(Connection connection, String sql, List<byte[]> parameters)
      throws SQLException {
    try (PreparedStatement explain = connection.prepareStatement("explain partitions " + sql)) {
      for (int i = 0; i < parameters.size(); i++) {
        explain.setBytes(i + 1, parameters.get(i));
      }
      List<String> partitions = new ArrayList<>();
      try (ResultSet rows = explain.executeQuery()) {
        while (rows.next()) {
          String read = rows.getString("partitions");
          assertTrue(read != null, () -> "no partitions column in the plan of " + sql);
          partitions.addAll(List.of(read.split(",")));
        }
      }
      return partitions;
    }
  }

  @Override
  protected void dropPartition(Statement sql, String partition) throws SQLException {
    sql.execute("alter table pt_reading drop partition " + partition);
  }

  /**
   * A new month is split off the MAXVALUE partition with REORGANIZE PARTITION (ADD PARTITION is
   * refused after a MAXVALUE partition), which moves only that partition's rows.
   */
  @Test
  void aNewMonthIsSplitOffTheLastPartition() throws SQLException {
    YearMonth march = YearMonth.of(2024, 3);
    try (Connection connection = testDatabase().connect();
        Statement sql = connection.createStatement()) {
      sql.execute(
          "alter table pt_reading reorganize partition "
              + lastPartitionName()
              + " into (partition "
              + partitionName(march)
              + " values less than (x'"
              + HexFormat.of().formatHex(upperBound(march))
              + "'), partition "
              + lastPartitionName()
              + " values less than (maxvalue))");
      ReadingId inMarch = ReadingId.maxFor(start(march.plusMonths(1)).minusSeconds(1));
      try (PreparedStatement insert =
          connection.prepareStatement("insert into pt_reading (id, note) values (?, 'march')")) {
        insert.setBytes(1, inMarch.toByteArray());
        insert.executeUpdate();
      }
      assertEquals(List.of(inMarch), idsIn(connection, partitionName(march)));
    }
  }
}
