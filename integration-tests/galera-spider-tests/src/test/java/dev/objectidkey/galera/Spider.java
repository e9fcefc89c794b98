package dev.objectidkey.galera;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Spider tables: one InnoDB table per backend and a Spider table on the head over them. */
final class Spider {

  private Spider() {}

  /** The columns of the event entities. */
  static final String COLUMNS =
      "(id binary(12) not null primary key, payload varchar(64) not null)";

  /**
   * Creates {@code table} on every backend and on the head, partitioned by {@code partitioning}
   * whose three partitions {@code p1} to {@code p3} name no server; partition {@code pN} goes to
   * {@code backendN}.
   *
   * @param partitions the three partition definitions, e.g. {@code "partition p1 values less
   *     than (x'...')"}, each of which gets its server comment appended
   */
  static void create(String table, String partitionBy, List<String> partitions) {
    for (int n = 1; n <= Engines.SPIDER_BACKENDS; n++) {
      Engines.execute(
          Engines.spiderUrl(n),
          "drop table if exists " + table,
          "create table " + table + " " + COLUMNS + " engine=InnoDB");
    }
    List<String> parts = new ArrayList<>();
    for (int n = 1; n <= partitions.size(); n++) {
      parts.add(partitions.get(n - 1) + " comment = 'srv \"backend" + n + "\"'");
    }
    Engines.execute(
        Engines.spiderUrl(0),
        "drop table if exists " + table,
        "create table "
            + table
            + " "
            + COLUMNS
            + " engine=Spider comment='wrapper \"mysql\", table \""
            + table
            + "\"' "
            + partitionBy
            + " ("
            + String.join(", ", parts)
            + ")");
  }

  /** The rows of {@code table} on each backend, in backend order. */
  static List<Long> rowsPerShard(String table) {
    List<Long> rows = new ArrayList<>();
    for (int n = 1; n <= Engines.SPIDER_BACKENDS; n++) {
      rows.add(Engines.number(Engines.spiderUrl(n), "select count(*) from " + table));
    }
    return rows;
  }

  /** The partitions (and so the shards) that the head's plan for {@code select} touches. */
  static String partitionsTouched(String select) {
    try (Connection connection = Engines.connect(Engines.spiderUrl(0));
        Statement statement = connection.createStatement()) {
      // Where one partition holds every row, Spider's group-by handler takes the whole statement,
      // and its plan names no partition; without it the plan shows the pruning.
      statement.execute("set spider_disable_group_by_handler = 1");
      try (ResultSet rs = statement.executeQuery("explain partitions " + select)) {
        rs.next();
        return rs.getString("partitions");
      }
    } catch (SQLException e) {
      throw new AssertionError(e);
    }
  }
}
