package dev.objectidkey.galera;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** {@link GaleraWriter} processes, one per JDBC URL, started together and waited for. */
final class Writers {

  private final List<Process> processes = new ArrayList<>();
  private final List<String> acknowledged = Collections.synchronizedList(new ArrayList<>());
  private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
  private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
  private final CountDownLatch ready;
  private final CountDownLatch done;
  private final List<Thread> readers = new ArrayList<>();

  /** Starts one writer per URL, each writing {@code count} transactions, and lets them go. */
  Writers(List<String> urls, int count, long pauseMillis) {
    ready = new CountDownLatch(urls.size());
    done = new CountDownLatch(urls.size());
    for (int i = 0; i < urls.size(); i++) {
      String name = "writer" + (i + 1);
      List<String> command =
          List.of(
              Path.of(System.getProperty("java.home"), "bin", "java").toString(),
              "-Xmx256m",
              "-XX:TieredStopAtLevel=1",
              "-cp",
              System.getProperty("java.class.path"),
              GaleraWriter.class.getName(),
              urls.get(i),
              name,
              Integer.toString(count),
              Long.toString(pauseMillis));
      try {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        processes.add(process);
        Thread reader = new Thread(() -> read(name, process), name + "-reader");
        reader.setDaemon(true);
        reader.start();
        readers.add(reader);
      } catch (IOException e) {
        throw new AssertionError("cannot start " + name, e);
      }
    }
    try {
      if (!ready.await(120, TimeUnit.SECONDS)) {
        throw new AssertionError("the writers did not boot in 120 s:\n" + String.join("\n", lines));
      }
      for (Process process : processes) {
        OutputStream in = process.getOutputStream();
        in.write("GO\n".getBytes(StandardCharsets.UTF_8));
        in.flush();
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private void read(String name, Process process) {
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.startsWith("ACK ")) {
          acknowledged.add(line.substring(4));
        } else if (line.startsWith("FAIL ")) {
          failures.add(name + ": " + line.substring(5));
        } else if (line.startsWith("READY ")) {
          ready.countDown();
        } else {
          lines.add(name + ": " + line);
        }
      }
    } catch (IOException e) {
      lines.add(name + ": " + e);
    } finally {
      done.countDown();
      ready.countDown();
    }
  }

  /** The number of acknowledged transactions so far. */
  int acknowledgedCount() {
    return acknowledged.size();
  }

  /** Waits until every writer has exited with status 0. */
  void await(long seconds) throws InterruptedException {
    if (!done.await(seconds, TimeUnit.SECONDS)) {
      processes.forEach(Process::destroyForcibly);
      throw new AssertionError("the writers did not finish in " + seconds + " s");
    }
    for (Process process : processes) {
      if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
        List<String> tail = lines.subList(Math.max(0, lines.size() - 40), lines.size());
        throw new AssertionError(
            "a writer failed; failures " + failures + "\n" + String.join("\n", tail));
      }
    }
  }

  /** Author ids of the acknowledged transactions, as hex. */
  List<String> authorIds() {
    synchronized (acknowledged) {
      return acknowledged.stream().map(line -> line.split(" ")[0]).toList();
    }
  }

  /** Book ids of the acknowledged transactions, as hex. */
  List<String> bookIds() {
    synchronized (acknowledged) {
      return acknowledged.stream().map(line -> line.split(" ")[1]).toList();
    }
  }

  /** The transactions that failed and were retried. */
  List<String> failures() {
    return List.copyOf(failures);
  }
}
