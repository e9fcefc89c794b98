package dev.objectidkey.benchmarks.persistence;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.SessionFactory;

/**
 * One writer per node of a Galera cluster at once, one row per transaction, per key strategy: rows
 * per second, ObjectId's ratio to each, and the certification failures. Method: {@code
 * docs/benchmarks/results.md}, "Galera and Spider"; commands and arguments: {@code
 * benchmarks/README.md}.
 */
public final class GaleraKeyBenchmark {

  private static final int NODES = 3;

  private GaleraKeyBenchmark() {}

  public static void main(String[] args) throws Exception {
    int rows = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
    List<KeyStrategy> strategies =
        args.length > 1
            ? Arrays.stream(args[1].split(",")).map(KeyStrategy::valueOf).toList()
            : List.of(KeyStrategy.OBJECT_ID, KeyStrategy.IDENTITY, KeyStrategy.UUID_V7);
    Map<KeyStrategy, Double> rates = new EnumMap<>(KeyStrategy.class);
    System.out.printf(
        Locale.ROOT,
        "Galera, %d nodes, %d writers x %d rows, one row per transaction%n",
        NODES,
        NODES,
        rows);
    for (KeyStrategy strategy : strategies) {
      List<SessionFactory> factories = new ArrayList<>();
      for (int n = 1; n <= NODES; n++) {
        factories.add(
            new Database.Connected(Database.MARIADB, url(n), "root", "")
                .hibernate(n == 1 ? "create" : "none", 1, strategy.entity)
                .buildSessionFactory());
      }
      long certBefore = certFailures();
      AtomicInteger failures = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(NODES);
      Instant base = Instant.now();
      long start = System.nanoTime();
      List<Future<?>> writers = new ArrayList<>();
      for (SessionFactory factory : factories) {
        writers.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < rows; ) {
                    int n = i;
                    try {
                      factory.inTransaction(
                          session -> session.persist(strategy.newRow.get().fill(n, base)));
                      i++;
                    } catch (RuntimeException e) {
                      failures.incrementAndGet();
                    }
                  }
                }));
      }
      for (Future<?> writer : writers) {
        writer.get();
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      pool.shutdown();
      long certAfter = certFailures();
      factories.forEach(SessionFactory::close);
      double rate = NODES * rows / seconds;
      rates.put(strategy, rate);
      System.out.printf(
          Locale.ROOT,
          "%-22s %8.0f rows/s  cert failures %d  failed commits %d%n",
          strategy.label,
          rate,
          certAfter - certBefore,
          failures.get());
    }
    Double objectId = rates.get(KeyStrategy.OBJECT_ID);
    if (objectId != null) {
      rates.forEach(
          (strategy, rate) ->
              System.out.printf(
                  Locale.ROOT, "ObjectId / %s: %.2fx%n", strategy.label, objectId / rate));
    }
  }

  private static String url(int node) {
    return "jdbc:mariadb://127.0.0.1:" + (24100 + node) + "/test";
  }

  private static long certFailures() throws SQLException {
    long sum = 0;
    for (int n = 1; n <= NODES; n++) {
      try (Connection connection = DriverManager.getConnection(url(n), "root", "");
          Statement statement = connection.createStatement();
          ResultSet rs =
              statement.executeQuery("show global status like 'wsrep_local_cert_failures'")) {
        rs.next();
        sum += rs.getLong(2);
      }
    }
    return sum;
  }
}
