package dev.objectidkey.benchmarks.persistence;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Child JVMs that start measuring together, and the protocol they speak in lines: each child
 * warms up and prints {@code READY}; once all are ready, each gets {@code GO} on its standard input;
 * each ends with {@code DONE start end ...} (epoch microseconds from the wall clock that every
 * process on the host shares). Used by {@link MultiProcessBenchmark} ({@link ProcessInserter}) and
 * {@link ReferenceBenchmark} ({@link ReferenceWriter}).
 */
final class Children implements AutoCloseable {

  /**
   * The child JVMs' options: a fixed heap, and the serial collector, so that no process brings
   * collector threads to the two cores the processes already share.
   */
  static final List<String> JVM_OPTIONS = List.of("-Xms256m", "-Xmx256m", "-XX:+UseSerialGC");

  private final List<Process> processes = new ArrayList<>();
  private final List<BufferedReader> outputs = new ArrayList<>();

  /**
   * Starts one child per argument list, running {@code main} on the same {@code java} and class
   * path as this JVM, with {@link #JVM_OPTIONS}, and waits until every one is {@code READY}.
   */
  static Children startReady(Class<?> main, List<List<String>> arguments) throws IOException {
    Children children = new Children();
    try {
      for (List<String> args : arguments) {
        List<String> command = new ArrayList<>();
        command.add(
            ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(JVM_OPTIONS);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(args);
        Process child =
            new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        children.processes.add(child);
        children.outputs.add(
            new BufferedReader(
                new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8)));
      }
      for (int p = 0; p < arguments.size(); p++) {
        children.awaitLine(p, "READY");
      }
      return children;
    } catch (IOException | RuntimeException e) {
      children.close();
      throw e;
    }
  }

  /**
   * Sends {@code GO} to every child, then returns the numbers of each one's {@code DONE} line:
   * start, end, and the child's own.
   */
  List<long[]> goAndAwaitDone() throws IOException, InterruptedException {
    for (Process child : processes) {
      Writer stdin = new OutputStreamWriter(child.getOutputStream(), StandardCharsets.UTF_8);
      stdin.write("GO\n");
      stdin.flush();
    }
    List<long[]> done = new ArrayList<>();
    for (int p = 0; p < processes.size(); p++) {
      String[] words = awaitLine(p, "DONE").split(" ");
      done.add(Arrays.stream(words, 1, words.length).mapToLong(Long::parseLong).toArray());
      int exit = processes.get(p).waitFor();
      if (exit != 0) {
        throw new IllegalStateException("Process " + p + " exited with " + exit);
      }
    }
    return done;
  }

  /** First start to last end of the {@link #goAndAwaitDone} lines, in seconds. */
  static double seconds(List<long[]> done) {
    long first = done.stream().mapToLong(d -> d[0]).min().orElseThrow();
    return (done.stream().mapToLong(d -> d[1]).max().orElseThrow() - first) / 1e6;
  }

  /** Reads the child's output up to its line starting with {@code word}; echoes anything else. */
  private String awaitLine(int process, String word) throws IOException {
    BufferedReader output = outputs.get(process);
    for (String line = output.readLine(); line != null; line = output.readLine()) {
      if (line.equals(word) || line.startsWith(word + " ")) {
        return line;
      }
      System.out.println("  [process " + process + "] " + line);
    }
    throw new IllegalStateException("Process " + process + " ended before " + word);
  }

  @Override
  public void close() {
    processes.forEach(Process::destroy);
  }

  /**
   * In a child: tells the coordinator that it is warmed up ({@code READY} on standard output) and
   * waits for its {@code GO}, so that every child starts measuring at the same moment.
   */
  static void readyThenAwaitGo() throws IOException {
    System.out.println("READY");
    System.out.flush();
    String line =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
    if (!"GO".equals(line)) {
      throw new IllegalStateException("Expected GO from the coordinator, read " + line);
    }
  }

  /** In a child: the {@code DONE} line, after the measured part. */
  static void done(long startMicros, Object... more) {
    System.out.println(
        Stream.concat(Stream.of("DONE", startMicros, epochMicros()), Arrays.stream(more))
            .map(String::valueOf)
            .collect(Collectors.joining(" ")));
    System.out.flush();
  }

  static long epochMicros() {
    return ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
  }
}
