package dev.objectidkey.galera;

import dev.objectidkey.testing.TestDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The engines that engines.sh runs, started once per test JVM and shared by every test class.
 *
 * <p>Where an engine's binaries are missing (or it cannot start), its tests are skipped after a
 * line that starts with {@code skipped: }; with {@code CI=true} they fail instead. engines.sh's
 * watchdog stops the servers when this JVM is gone; a shutdown hook stops them cleanly before.
 */
final class Engines {

  static final Path SCRIPT =
      Path.of(System.getProperty("objectidkey.engines.script", "engines.sh")).toAbsolutePath();

  /** The Galera node's SQL ports are 24101 to 24103. */
  static final int GALERA_NODES = 3;

  /** The Spider head's port; its backends are on 24202 to 24204. */
  static final int SPIDER_HEAD = 24201;

  static final int SPIDER_BACKENDS = 3;

  private static final Map<String, String> started = new HashMap<>();

  private Engines() {}

  /** Starts the Galera cluster unless it runs, or skips the calling test. */
  static void galera() {
    ensure("galera", "galera-start", "galera-stop");
  }

  /** Starts the Spider head and backends unless they run, or skips the calling test. */
  static void spider() {
    ensure("spider", "spider-start", "spider-stop");
  }

  private static synchronized void ensure(String engine, String start, String stop) {
    String failure;
    if (started.containsKey(engine)) {
      failure = started.get(engine);
    } else {
      failure = null;
      Result check = run(Map.of(), "check");
      String line =
          check.output().lines().filter(l -> l.startsWith(engine + ": ")).findFirst().orElse("");
      if (!line.equals(engine + ": ok")) {
        failure = line.isEmpty() ? engine + ": " + check.output().strip() : line;
      } else {
        long begin = System.nanoTime();
        Result result = run(Map.of(), start);
        if (result.exit() != 0) {
          failure = engine + ": engines.sh " + start + " failed: " + tail(result.output());
        } else {
          System.out.printf(
              "%s started in %d ms%n",
              engine, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begin));
          Runtime.getRuntime().addShutdownHook(new Thread(() -> run(Map.of(), stop)));
        }
      }
      started.put(engine, failure);
    }
    if (failure == null) {
      return;
    }
    if (TestDatabase.ciRequiresServers()) {
      throw new IllegalStateException(
          failure + ", and CI=true makes it mandatory; run " + SCRIPT + " install");
    }
    System.out.println("skipped: " + failure + " (run " + SCRIPT + " install)");
    Assumptions.abort(failure);
  }

  /** What engines.sh printed (stdout and stderr) and its exit code. */
  record Result(int exit, String output) {}

  /** Runs engines.sh with this JVM as the owner its watchdog waits for. */
  static Result run(Map<String, String> env, String... args) {
    List<String> command = new ArrayList<>(List.of("bash", SCRIPT.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("ENGINES_OWNER_PID", Long.toString(ProcessHandle.current().pid()));
    String dir = System.getProperty("objectidkey.engines.dir");
    if (dir != null) {
      builder.environment().put("ENGINES_DIR", dir);
    }
    builder.environment().putAll(env);
    try {
      Process process = builder.start();
      process.getOutputStream().close();
      String output;
      try (InputStream in = process.getInputStream()) {
        output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new AssertionError("engines.sh " + String.join(" ", args) + " took over 5 minutes");
      }
      return new Result(process.exitValue(), output);
    } catch (IOException e) {
      throw new AssertionError("cannot run " + command, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Runs engines.sh and fails the test unless it exits with 0; returns its output. */
  static String runOrFail(String... args) {
    Result result = run(Map.of(), args);
    if (result.exit() != 0) {
      throw new AssertionError(
          "engines.sh "
              + String.join(" ", args)
              + " exited with "
              + result.exit()
              + ":\n"
              + tail(result.output()));
    }
    return result.output();
  }

  private static String tail(String output) {
    List<String> lines = output.lines().toList();
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
  }

  /** The JDBC URL of Galera node {@code n} (1 to 3). */
  static String galeraUrl(int n) {
    return "jdbc:mariadb://127.0.0.1:" + (24100 + n) + "/test";
  }

  /**
   * The MariaDB driver's fail-over URL that tries node {@code n} first and then the others in
   * order: on a lost connection the driver reconnects to the next node that answers.
   */
  static String galeraFailoverUrl(int n) {
    StringBuilder hosts = new StringBuilder();
    for (int i = 0; i < GALERA_NODES; i++) {
      int node = (n - 1 + i) % GALERA_NODES + 1;
      hosts.append(i == 0 ? "" : ",").append("127.0.0.1:").append(24100 + node);
    }
    return "jdbc:mariadb:sequential//" + hosts + "/test?connectTimeout=2000";
  }

  /** The JDBC URL of the Spider head (0) or backend {@code n} (1 to 3). */
  static String spiderUrl(int n) {
    return "jdbc:mariadb://127.0.0.1:" + (SPIDER_HEAD + n) + "/test";
  }

  static Connection connect(String url) throws SQLException {
    return DriverManager.getConnection(url, "root", "");
  }

  /** Runs statements on the server at {@code url}. */
  static void execute(String url, String... sql) {
    try (Connection connection = connect(url);
        Statement statement = connection.createStatement()) {
      for (String s : sql) {
        statement.execute(s);
      }
    } catch (SQLException e) {
      throw new AssertionError("on " + url + ": " + e.getMessage(), e);
    }
  }

  /** The single number that {@code sql} selects on the server at {@code url}. */
  static long number(String url, String sql) {
    try (Connection connection = connect(url);
        Statement statement = connection.createStatement();
        ResultSet rs = statement.executeQuery(sql)) {
      rs.next();
      return rs.getLong(rs.getMetaData().getColumnCount());
    } catch (SQLException e) {
      throw new AssertionError("on " + url + ": " + e.getMessage(), e);
    }
  }

  /** The strings in the last column of what {@code sql} selects on the server at {@code url}. */
  static List<String> strings(String url, String sql) {
    List<String> values = new ArrayList<>();
    try (Connection connection = connect(url);
        Statement statement = connection.createStatement();
        ResultSet rs = statement.executeQuery(sql)) {
      int column = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        values.add(rs.getString(column));
      }
    } catch (SQLException e) {
      throw new AssertionError("on " + url + ": " + e.getMessage(), e);
    }
    return values;
  }
}
