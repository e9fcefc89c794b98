package dev.objectidkey.migration;

import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Times the migration of a large bigint-keyed shop on PostgreSQL or MariaDB, with Flyway: 100,000
 * customers, 1,000,000 orders and 2,000,000 order lines (by default), about ten rows per second of
 * created_at. Not a test: run it by hand (docs/benchmarks/results.md has the command). It works in the
 * schema {@code migration_benchmark} (MariaDB: the database {@code oik_migration_benchmark}),
 * which it drops before and after.
 *
 * <p>Arguments: {@code postgresql} or {@code mariadb}, then optionally the number of orders.
 */
public final class MigrationBenchmark {

  private static final String SCHEMA = "migration_benchmark";

  private MigrationBenchmark() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 1 || !List.of("postgresql", "mariadb").contains(args[0])) {
      throw new IllegalArgumentException(
          "usage: MigrationBenchmark postgresql|mariadb [orders]; got " + List.of(args));
    }
    boolean postgres = args[0].equals("postgresql");
    int orders = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
    int customers = Math.max(1, orders / 10);
    TestDatabase server = postgres ? TestDatabase.postgres() : TestDatabase.mariaDb();
    String schema = postgres ? SCHEMA : "oik_" + SCHEMA;
    drop(server, postgres, schema);
    try {
      TestDatabase database = server.inSchema(schema);
      long loadStart = System.nanoTime();
      try (Connection connection = database.connect();
          Statement statement = connection.createStatement()) {
        LegacyShop.runScript(connection, "schema/" + args[0] + "/shop-bigint.sql");
        for (String sql :
            postgres ? postgresLoad(customers, orders) : mariaDbLoad(customers, orders)) {
          statement.execute(sql);
        }
        if (postgres) {
          statement.execute("analyze");
        }
      }
      System.out.printf(
          "%s: loaded %,d customers, %,d orders, %,d lines in %.1f s%n",
          server, customers, orders, 2L * orders, seconds(loadStart));

      long start = System.nanoTime();
      MigrationTool.FLYWAY.migrate(database, schema, KeyKind.BIGINT);
      double migration = seconds(start);

      try (Connection connection = database.connect()) {
        String linesJoined =
            LegacyShop.strings(
                    connection,
                    "select count(*) from order_line l join orders o on o.id = l.order_id"
                        + " join customer c on c.id = o.customer_id")
                .get(0);
        System.out.printf(
            "%s: migrated to ObjectId keys with Flyway in %.1f s; lines reaching their customer"
                + " through the new keys: %s%n",
            server, migration, linesJoined);
      }
    } finally {
      drop(server, postgres, schema);
    }
  }

  private static List<String> postgresLoad(int customers, int orders) {
    return List.of(
        "insert into customer (name, created_at) select 'c' || g, timestamp '2024-01-01 00:00:00'"
            + " + (g * 10 + floor(random() * 10)) * interval '1 second' / 10"
            + " from generate_series(1, "
            + customers
            + ") g",
        "insert into orders (customer_id, created_at) select 1 + floor(random() * "
            + customers
            + ")::bigint, timestamp '2024-01-01 00:00:00' + (g + random()) * interval '100 millisecond'"
            + " from generate_series(1, "
            + orders
            + ") g",
        "insert into order_line (order_id, product, quantity, created_at)"
            + " select o.id, 'p' || n, n, o.created_at + n * interval '1 millisecond'"
            + " from orders o cross join generate_series(1, 2) n");
  }

  private static List<String> mariaDbLoad(int customers, int orders) {
    return List.of(
        "INSERT INTO customer (name, created_at) SELECT CONCAT('c', seq),"
            + " TIMESTAMP '2024-01-01 00:00:00' + INTERVAL (seq * 100000 + FLOOR(RAND() * 1000000))"
            + " MICROSECOND FROM seq_1_to_"
            + customers,
        "INSERT INTO orders (customer_id, created_at) SELECT 1 + FLOOR(RAND() * "
            + customers
            + "),"
            + " TIMESTAMP '2024-01-01 00:00:00' + INTERVAL (seq * 100000 + FLOOR(RAND() * 100000))"
            + " MICROSECOND FROM seq_1_to_"
            + orders,
        "INSERT INTO order_line (order_id, product, quantity, created_at)"
            + " SELECT o.id, CONCAT('p', n.seq), n.seq, o.created_at + INTERVAL n.seq * 1000 MICROSECOND"
            + " FROM orders o CROSS JOIN seq_1_to_2 n");
  }

  private static void drop(TestDatabase server, boolean postgres, String schema)
      throws SQLException {
    try (Connection connection = server.connect();
        Statement statement = connection.createStatement()) {
      statement.execute(
          postgres
              ? "drop schema if exists " + schema + " cascade"
              : "drop database if exists " + schema);
    }
  }

  private static double seconds(long start) {
    return (System.nanoTime() - start) / 1e9;
  }
}
