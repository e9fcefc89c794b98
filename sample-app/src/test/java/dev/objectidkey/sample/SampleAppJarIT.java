package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar, run as a new user would: {@code java -jar objectidkey-sample-app.jar ...}, each
 * command a separate process, in a fresh working directory.
 */
class SampleAppJarIT {

  private static final Path JAR =
      Paths.get(System.getProperty("sample.jar", "target/objectidkey-sample-app.jar"))
          .toAbsolutePath();

  @TempDir Path workingDirectory;

  @Test
  void demoRunsFromTheJarAndCreatesTheH2DatabaseUnderData() throws Exception {
    CliResult demo = java("demo");

    assertEquals(0, demo.exitCode(), demo::toString);
    assertEquals("", demo.err(), "nothing on stderr, not even Hibernate's log");
    assertTrue(demo.out().contains("1. Orders sorted by ORDER BY id"), demo::toString);
    assertTrue(
        demo.out().contains("error: incompatible types: CustomerId cannot be converted to OrderId"),
        demo::toString);
    assertTrue(Files.isRegularFile(workingDirectory.resolve("data/objectidkey-sample.mv.db")));
  }

  @Test
  void dataWrittenByOneProcessIsReadByTheNext() throws Exception {
    CliResult customer = java("add-customer", "Grace Hopper");
    assertEquals(0, customer.exitCode(), customer::toString);
    CliResult order = java("add-order", "--customer", customer.printed(), "coffee=2");
    assertEquals(0, order.exitCode(), order::toString);

    CliResult list = java("list-orders", "--customer", customer.printed());

    assertEquals(0, list.exitCode(), list::toString);
    assertEquals(1, list.outLines().size(), list::toString);
    assertTrue(list.out().startsWith(order.printed() + "  "), list::toString);
    assertTrue(
        list.out().contains("Grace Hopper") && list.out().contains("2 x coffee"), list::toString);
  }

  @Test
  void badInputExitsWithTwoAndOneLineOnStderr() throws Exception {
    CliResult result = java("inspect", "507f1f77bcf86cd79943901");

    result.assertBadUsage(
        "Invalid ObjectId \"507f1f77bcf86cd79943901\": expected 24 hexadecimal"
            + " characters, got 23");
    assertEquals("", result.out());
  }

  @Test
  void aFailedMariaDbConnectionIsOneLineOnStderr() throws Exception {
    // With the shared MariaDB up, this database is unknown to it and the driver used to print its
    // own warning first; without a server the connection is refused. Either way, one line.
    CliResult result =
        java(
            "list-orders",
            "--jdbc-url",
            "jdbc:mariadb://127.0.0.1:3306/oik_no_such_database",
            "--user",
            "root");

    assertEquals(1, result.exitCode(), result::toString);
    assertEquals(1, result.errLines().size(), result::toString);
    assertTrue(result.err().startsWith("Error: "), result::toString);
    assertEquals("", result.out());
  }

  @Test
  void twoWritersOnTheDefaultH2FileAtOnceLoseNothing() throws Exception {
    // H2 lets one process open a file database at a time; the second waits for the first.
    int perWriter = 4;
    List<CliResult> results = new ArrayList<>();
    for (int i = 0; i < perWriter; i++) {
      List<Started> pair =
          List.of(start("add-customer", "Writer A " + i), start("add-customer", "Writer B " + i));
      for (Started started : pair) {
        results.add(started.finish());
      }
    }
    for (CliResult result : results) {
      assertEquals(0, result.exitCode(), result::toString);
      assertEquals("", result.err(), result::toString);
    }
    try (Connection connection =
            DriverManager.getConnection(
                "jdbc:h2:file:" + workingDirectory.resolve("data/objectidkey-sample"));
        ResultSet count =
            connection.createStatement().executeQuery("select count(*) from customers")) {
      count.next();
      assertEquals(2 * perWriter, count.getInt(1), "every write was kept");
    }
  }

  @Test
  void anUnwritableDataDirectoryIsOneLineOnStderrAndNothingOnStdout() throws Exception {
    Files.writeString(workingDirectory.resolve("data"), "a file where the directory should be");

    CliResult result = java("add-customer", "Bob");

    assertEquals(1, result.exitCode(), result::toString);
    assertEquals("", result.out(), "a caller doing id=$(... add-customer Bob) gets nothing");
    assertEquals(1, result.errLines().size(), result::toString);
    assertTrue(
        result.err().startsWith("Error: cannot open jdbc:h2:file:./data/objectidkey-sample: "),
        result::toString);
    assertTrue(result.err().contains("data"), result::toString);
  }

  @Test
  void versionComesFromTheJarManifestWhichTheBuildFillsFromThePom() throws Exception {
    CliResult result = java("--version");

    result.assertPrinted("objectidkey-sample " + System.getProperty("project.version"));
  }

  private CliResult java(String... args) throws IOException, InterruptedException {
    return start(args).finish();
  }

  /** A started {@code java -jar} process and the files its output goes to. */
  private record Started(String[] args, Process process, Path out, Path err) {

    CliResult finish() throws IOException, InterruptedException {
      if (!process.waitFor(2, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new AssertionError(
            "java -jar " + String.join(" ", args) + " did not finish in 2 minutes");
      }
      return new CliResult(
          process.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    }
  }

  private Started start(String... args) throws IOException {
    assertTrue(Files.isRegularFile(JAR), "build the jar first (mvn package): " + JAR);
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-jar");
    command.add(JAR.toString());
    command.addAll(List.of(args));
    Path out = Files.createTempFile("objectidkey-stdout", ".txt");
    Path err = Files.createTempFile("objectidkey-stderr", ".txt");
    out.toFile().deleteOnExit();
    err.toFile().deleteOnExit();
    Process process =
        new ProcessBuilder(command)
            .directory(workingDirectory.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    return new Started(args, process, out, err);
  }
}
