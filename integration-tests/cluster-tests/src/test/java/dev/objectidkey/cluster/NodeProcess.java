package dev.objectidkey.cluster;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link ClusterNode} in a child JVM: this test's classpath, {@code java.home}'s java, its
 * standard error in {@code target/cluster-nodes/<name>.log}. Every wait is bounded, and {@link
 * #close()} ends the JVM for sure ({@code destroyForcibly} after a short wait); the node itself
 * exits when its standard input closes and when its lifetime is over, so that no node outlives
 * the test even when the test's JVM is killed.
 */
final class NodeProcess implements AutoCloseable {

  /** How long a node may take to boot its SessionFactory and join the cluster. */
  private static final Duration BOOT = Duration.ofSeconds(90);

  /** How long one command may take. */
  private static final Duration COMMAND = Duration.ofSeconds(30);

  /** How long a node may live at most, whatever happens to the test. */
  private static final Duration LIFETIME = Duration.ofSeconds(240);

  private static final String EOF = "\u0000end of output";

  private final String name;
  private final Process process;
  private final Path log;
  private final BufferedWriter commands;
  private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();

  private NodeProcess(String name, Process process, Path log) {
    this.name = name;
    this.process = process;
    this.log = log;
    this.commands =
        new BufferedWriter(
            new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader out =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null; ) {
                  answers.add(line);
                }
              } catch (IOException e) {
                answers.add("error reading the node's output: " + e);
              }
              answers.add(EOF);
            },
            "node-" + name + "-output");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts a node; {@link #awaitReady()} waits until its SessionFactory is built.
   *
   * @param name the node's name, for its log and messages
   * @param cluster the cluster's name, unique to the test run
   * @param port the node's JGroups port on 127.0.0.1
   * @param hosts every member's {@code 127.0.0.1[port]}, comma-separated
   * @param args the database URL, user, password and schema action for {@link ClusterNode#main}
   */
  static NodeProcess start(String name, String cluster, int port, String hosts, String... args) {
    Path log = Path.of("target", "cluster-nodes", name + ".log");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx256m");
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-Djava.net.preferIPv4Stack=true");
    command.add("-Dobjectidkey.cluster.name=" + cluster);
    command.add("-Dobjectidkey.cluster.port=" + port);
    command.add("-Dobjectidkey.cluster.hosts=" + hosts);
    command.add("-Dobjectidkey.cluster.lifetime=" + LIFETIME.toSeconds());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(ClusterNode.class.getName());
    command.add(name);
    command.addAll(List.of(args));
    try {
      Files.createDirectories(log.getParent());
      Process process =
          new ProcessBuilder(command)
              .redirectError(ProcessBuilder.Redirect.to(log.toFile()))
              .start();
      return new NodeProcess(name, process, log);
    } catch (IOException e) {
      throw new UncheckedIOException("could not start node " + name, e);
    }
  }

  /** Waits until the node has built its SessionFactory. */
  void awaitReady() {
    Map<String, String> ready = await(BOOT, "boot");
    if (!name.equals(ready.get("ready"))) {
      throw new AssertionError(name + " answered " + ready + " instead of ready" + logTail());
    }
  }

  /**
   * Sends one command and returns its answer's {@code key=value} pairs.
   *
   * @throws AssertionError if the node answers an error, ends, or takes longer than 30 s
   */
  Map<String, String> call(String command) {
    try {
      commands.write(command);
      commands.newLine();
      commands.flush();
    } catch (IOException e) {
      throw new AssertionError(name + ": could not send " + command + logTail(), e);
    }
    return await(COMMAND, command);
  }

  private Map<String, String> await(Duration timeout, String what) {
    String line;
    try {
      line = answers.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(name + ": interrupted waiting for " + what, e);
    }
    if (line == null) {
      throw new AssertionError(name + ": no answer to " + what + " in " + timeout + logTail());
    }
    if (line.equals(EOF)) {
      throw new AssertionError(name + ": ended during " + what + exitCode() + logTail());
    }
    if (!line.startsWith("ok ")) {
      throw new AssertionError(name + ": " + what + ": " + line + logTail());
    }
    Map<String, String> result = new LinkedHashMap<>();
    for (String pair : line.substring(3).split(" ")) {
      int equals = pair.indexOf('=');
      result.put(pair.substring(0, equals), pair.substring(equals + 1));
    }
    return result;
  }

  /** Asks the node to stop, then ends its JVM if it has not within 10 s. */
  @Override
  public void close() {
    try {
      if (process.isAlive()) {
        commands.write("quit");
        commands.newLine();
        commands.close();
        process.waitFor(10, TimeUnit.SECONDS);
      }
    } catch (IOException e) {
      // The node has gone already; destroyForcibly below makes sure.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      process.destroyForcibly();
      try {
        process.waitFor(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * Closes the node's standard input without a {@code quit}, as the end of the test's JVM does,
   * and waits for the node's JVM to exit.
   *
   * @return the exit code, or empty if the JVM still runs after {@code timeout}
   */
  OptionalInt closeInputAndAwaitExit(Duration timeout) {
    try {
      commands.close();
      return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)
          ? OptionalInt.of(process.exitValue())
          : OptionalInt.empty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** Whether the node's JVM is still running. */
  boolean isAlive() {
    return process.isAlive();
  }

  private String exitCode() {
    try {
      return process.waitFor(5, TimeUnit.SECONDS) ? " (exit code " + process.exitValue() + ")" : "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }

  /** The end of the node's log, for a failure message. */
  private String logTail() {
    try {
      List<String> lines = Files.readAllLines(log);
      return "\n--- last lines of "
          + log
          + " ---\n"
          + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    } catch (IOException e) {
      return " (no log at " + log + ": " + e + ")";
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
