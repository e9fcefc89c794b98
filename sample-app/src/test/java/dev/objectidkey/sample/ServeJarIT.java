package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code java -jar objectidkey-sample-app.jar serve}, as a user starts and stops it. */
class ServeJarIT {

  private static final Path JAR =
      Paths.get(System.getProperty("sample.jar", "target/objectidkey-sample-app.jar"))
          .toAbsolutePath();

  private static final Pattern SERVING =
      Pattern.compile(
          "Serving the ObjectId tool at (http://127\\.0\\.0\\.1:\\d+/) \\(127\\.0\\.0\\.1 only\\)\\."
              + " Press Ctrl\\+C to stop\\.");

  @TempDir Path workingDirectory;

  @Test
  void serveAnswersOn127001UntilStoppedAndSaysNothingOnStderr() throws Exception {
    Process process = start("serve", "--port", "0");
    try {
      String url = awaitUrl(process);
      HttpClient client = HttpClient.newHttpClient();
      HttpResponse<String> ids =
          client.send(
              HttpRequest.newBuilder(
                      URI.create(
                          url + "api/generate?n=2&time=1700000000&random=3f2a91c8d4&counter=12345"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      HttpResponse<String> page =
          client.send(
              HttpRequest.newBuilder(URI.create(url + "?decode=507f1f77bcf86cd799439011")).build(),
              HttpResponse.BodyHandlers.ofString());

      assertEquals(200, ids.statusCode(), ids::body);
      assertTrue(
          ids.body()
              .startsWith("{\"ids\":[\"6553f1003f2a91c8d4003039\",\"6553f1003f2a91c8d400303a\"]"),
          ids::body);
      assertEquals(200, page.statusCode());
      assertTrue(page.body().contains("2012-10-17T21:13:27Z"), page::body);
      assertTrue(page.body().contains("<pre id=\"orders-query\">"), page::body);
    } finally {
      process.destroy(); // SIGTERM, as Ctrl+C or a service manager stops it
      assertTrue(process.waitFor(30, TimeUnit.SECONDS), "serve stopped on SIGTERM");
    }
    assertEquals("", Files.readString(workingDirectory.resolve("stderr.txt")));
    assertTrue(
        Files.isRegularFile(workingDirectory.resolve("data/objectidkey-sample.mv.db")),
        "the default H2 database was opened, as for the other commands");
  }

  @Test
  void aPortInUseIsOneLineAndExitCodeOne() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Process process = start("serve", "--port", String.valueOf(taken.getLocalPort()));
      assertTrue(process.waitFor(2, TimeUnit.MINUTES), "serve gave up");

      assertEquals(1, process.exitValue());
      assertEquals(
          List.of(
              "Error: Cannot serve on 127.0.0.1:"
                  + taken.getLocalPort()
                  + ": Address already in use; choose another port with --port"),
          Files.readAllLines(workingDirectory.resolve("stderr.txt")));
    }
  }

  @Test
  void aPortOutOfRangeIsBadUsage() throws Exception {
    Process process = start("serve", "--port", "65536");
    assertTrue(process.waitFor(2, TimeUnit.MINUTES), "serve gave up");

    assertEquals(2, process.exitValue());
    assertEquals(
        List.of("Invalid value for --port: expected a port from 0 to 65535, got 65536"),
        Files.readAllLines(workingDirectory.resolve("stderr.txt")));
  }

  private Process start(String... args) throws IOException {
    assertTrue(Files.isRegularFile(JAR), "build the jar first (mvn package): " + JAR);
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-jar");
    command.add(JAR.toString());
    command.addAll(List.of(args));
    return new ProcessBuilder(command)
        .directory(workingDirectory.toFile())
        .redirectOutput(workingDirectory.resolve("stdout.txt").toFile())
        .redirectError(workingDirectory.resolve("stderr.txt").toFile())
        .start();
  }

  /** Waits up to a minute for the line that names the address, and returns the address. */
  private String awaitUrl(Process process) throws IOException, InterruptedException {
    Path out = workingDirectory.resolve("stdout.txt");
    for (int i = 0; i < 600; i++) {
      Matcher serving = SERVING.matcher(Files.readString(out, StandardCharsets.UTF_8));
      if (serving.find()) {
        return serving.group(1);
      }
      if (!process.isAlive()) {
        throw new AssertionError(
            "serve exited with "
                + process.exitValue()
                + ": "
                + Files.readString(workingDirectory.resolve("stderr.txt")));
      }
      Thread.sleep(100);
    }
    throw new AssertionError("serve printed no address in a minute: " + Files.readString(out));
  }
}
