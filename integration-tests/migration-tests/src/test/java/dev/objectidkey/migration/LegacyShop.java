package dev.objectidkey.migration;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The schema before the migration (customer ← orders ← order_line, keyed by bigint or uuid), its
 * rows, and what must still hold after the migration.
 *
 * <p>The rows are made to catch a wrong order: they are inserted in random order, so the old key
 * does not follow {@code created_at}; many share a second, and some share {@code created_at}
 * exactly, so that only the old key orders them.
 */
final class LegacyShop {

  static final int CUSTOMERS = 12;
  static final int ORDERS = 40;
  static final int LINES = 100;

  /** The tables, parents first, with the foreign key of each child. */
  static final List<String> TABLES = List.of("customer", "orders", "order_line");

  private static final Map<String, String[]> FOREIGN_KEYS =
      Map.of(
          "orders", new String[] {"customer_id", "customer"},
          "order_line", new String[] {"order_id", "orders"});

  private LegacyShop() {}

  /** Creates the tables of {@code schema/<database>/shop-<keys>.sql} and fills them. */
  static void create(Connection connection, String database, KeyKind keys) throws SQLException {
    runScript(connection, "schema/" + database + "/shop-" + keys.sqlName() + ".sql");
    Random random = new Random(20260426);
    for (int i = 0; i < CUSTOMERS; i++) {
      insert(connection, "insert into customer (name, created_at) values (?, ?)", random, "c" + i);
    }
    for (int i = 0; i < ORDERS; i++) {
      insertChild(connection, "orders", "customer_id", "customer", CUSTOMERS, random, null);
    }
    for (int i = 0; i < LINES; i++) {
      insertChild(connection, "order_line", "order_id", "orders", ORDERS, random, "p" + i);
    }
  }

  private static void insert(Connection connection, String sql, Random random, String name)
      throws SQLException {
    try (PreparedStatement insert = connection.prepareStatement(sql)) {
      insert.setString(1, name);
      insert.setObject(2, createdAt(random));
      insert.executeUpdate();
    }
  }

  /** A child row whose parent is a random one, chosen by its position in created_at order. */
  private static void insertChild(
      Connection connection,
      String table,
      String foreignKey,
      String parent,
      int parents,
      Random random,
      String product)
      throws SQLException {
    String columns = product == null ? "" : ", product, quantity";
    String values = product == null ? "" : ", ?, 1";
    String sql =
        "insert into "
            + table
            + " ("
            + foreignKey
            + ", created_at"
            + columns
            + ") select id, ?"
            + values
            + " from "
            + parent
            + " order by created_at, id limit 1 offset ?";
    try (PreparedStatement insert = connection.prepareStatement(sql)) {
      int index = 1;
      insert.setObject(index++, createdAt(random));
      if (product != null) {
        insert.setString(index++, product);
      }
      insert.setInt(index, random.nextInt(parents));
      if (insert.executeUpdate() != 1) {
        throw new IllegalStateException("no parent row for " + table);
      }
    }
  }

  /**
   * One of few seconds in 2019 and 2024, at one of three fractions: many rows per second, and
   * rows with equal created_at.
   */
  private static LocalDateTime createdAt(Random random) {
    LocalDateTime base =
        random.nextBoolean()
            ? LocalDateTime.of(2019, 7, 1, 8, 0, 0)
            : LocalDateTime.of(2024, 3, 1, 10, 0, 59);
    long micros = new long[] {0, 250_000, 999_999}[random.nextInt(3)];
    return base.plusSeconds(random.nextInt(3)).plusNanos(micros * 1000);
  }

  /** What the tables hold before the migration, in old-key terms. */
  record Snapshot(Map<String, List<String>> keysInOrder, Map<String, Map<String, String>> links) {}

  /** Each table's old keys in {@code created_at, id} order, and each child's parent key. */
  static Snapshot before(Connection connection) throws SQLException {
    Map<String, List<String>> keys = new HashMap<>();
    Map<String, Map<String, String>> links = new HashMap<>();
    for (String table : TABLES) {
      keys.put(table, strings(connection, "select id from " + table + " order by created_at, id"));
      String[] foreignKey = FOREIGN_KEYS.get(table);
      if (foreignKey != null) {
        links.put(table, pairs(connection, "select id, " + foreignKey[0] + " from " + table));
      }
    }
    return new Snapshot(keys, links);
  }

  /**
   * The same rows and links after the migration, by legacy_id, in {@code ORDER BY id}; with a
   * message naming the table and what differs.
   */
  static Snapshot after(Connection connection) throws SQLException {
    Map<String, List<String>> keys = new HashMap<>();
    Map<String, Map<String, String>> links = new HashMap<>();
    for (String table : TABLES) {
      keys.put(table, strings(connection, "select legacy_id from " + table + " order by id"));
      String[] foreignKey = FOREIGN_KEYS.get(table);
      if (foreignKey != null) {
        // An inner join: a foreign key that does not resolve loses its row.
        links.put(
            table,
            pairs(
                connection,
                "select c.legacy_id, p.legacy_id from "
                    + table
                    + " c join "
                    + foreignKey[1]
                    + " p on p.id = c."
                    + foreignKey[0]));
      }
    }
    return new Snapshot(keys, links);
  }

  /**
   * Rows whose id's first four bytes are not their created_at second (UTC), as text; empty when
   * every id carries its row's second.
   */
  static List<String> idsWithoutTheirRowsSecond(Connection connection, String table)
      throws SQLException {
    List<String> wrong = new ArrayList<>();
    try (Statement query = connection.createStatement();
        ResultSet rows = query.executeQuery("select id, created_at from " + table)) {
      while (rows.next()) {
        byte[] id = rows.getBytes(1);
        LocalDateTime createdAt = rows.getObject(2, LocalDateTime.class);
        long second = Integer.toUnsignedLong(ByteBuffer.wrap(id).getInt());
        if (id.length != 12 || second != createdAt.toEpochSecond(ZoneOffset.UTC)) {
          wrong.add(table + " id " + hex(id) + " at " + createdAt);
        }
      }
    }
    return wrong;
  }

  static String hex(byte[] bytes) {
    StringBuilder text = new StringBuilder();
    for (byte b : bytes) {
      text.append(String.format("%02x", b));
    }
    return text.toString();
  }

  static List<String> strings(Connection connection, String sql) throws SQLException {
    List<String> values = new ArrayList<>();
    try (Statement query = connection.createStatement();
        ResultSet rows = query.executeQuery(sql)) {
      while (rows.next()) {
        values.add(rows.getString(1));
      }
    }
    return values;
  }

  private static Map<String, String> pairs(Connection connection, String sql) throws SQLException {
    Map<String, String> values = new HashMap<>();
    try (Statement query = connection.createStatement();
        ResultSet rows = query.executeQuery(sql)) {
      while (rows.next()) {
        values.put(rows.getString(1), rows.getString(2));
      }
    }
    return values;
  }

  /** Runs a script of statements that end with {@code ;}, without comments inside statements. */
  static void runScript(Connection connection, String resource) throws SQLException {
    String script;
    try (InputStream in = LegacyShop.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("no resource " + resource + " on the test classpath");
      }
      script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try (Statement statement = connection.createStatement()) {
      for (String sql : script.replaceAll("(?m)^--.*$", "").split(";")) {
        if (!sql.isBlank()) {
          statement.execute(sql);
        }
      }
    }
  }
}
