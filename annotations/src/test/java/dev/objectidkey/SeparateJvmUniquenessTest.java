package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Processes draw their own random values, so several JVMs together make no duplicate. */
class SeparateJvmUniquenessTest {

  private static final int JVMS = 4;
  private static final int PER_JVM = 1_000_000;

  @Test
  void fourJvmsMakingAMillionIdsEachGetNoDuplicate(@TempDir Path dir) throws Exception {
    List<Process> processes = new ArrayList<>();
    List<Path> outputs = new ArrayList<>();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    for (int i = 0; i < JVMS; i++) {
      Path output = dir.resolve("ids-" + i);
      outputs.add(output);
      processes.add(
          new ProcessBuilder(
                  java,
                  "-cp",
                  classPath(),
                  Writer.class.getName(),
                  output.toString(),
                  String.valueOf(PER_JVM))
              .redirectErrorStream(true)
              .redirectOutput(dir.resolve("log-" + i).toFile())
              .start());
    }
    for (Process process : processes) {
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly();
      }
    }
    for (int i = 0; i < JVMS; i++) {
      Path log = dir.resolve("log-" + i);
      assertEquals(0, processes.get(i).exitValue(), () -> "child JVM failed: " + read(log));
    }

    Set<TestId> all = new HashSet<>(JVMS * PER_JVM * 2);
    Set<String> randomValues = new HashSet<>();
    for (Path output : outputs) {
      try (DataInputStream in = new DataInputStream(Files.newInputStream(output))) {
        for (int i = 0; i < PER_JVM; i++) {
          byte[] bytes = new byte[12];
          in.readFully(bytes);
          TestId id = TestId.fromBytes(bytes);
          if (!all.add(id)) {
            throw new AssertionError("duplicate id " + id + " across JVMs");
          }
          if (i == 0) {
            randomValues.add(id.toHexString().substring(8, 18));
          }
        }
      }
    }
    assertEquals(JVMS * PER_JVM, all.size());
    assertEquals(JVMS, randomValues.size(), "each JVM has its own random value: " + randomValues);
  }

  /**
   * This test's class path for a child JVM. Surefire runs this module's tests on the module path
   * (the runtime is a named module), so both paths are joined; the child runs it all unnamed.
   */
  private static String classPath() {
    return Stream.of("jdk.module.path", "java.class.path")
        .map(System::getProperty)
        .filter(path -> path != null && !path.isBlank())
        .collect(Collectors.joining(File.pathSeparator));
  }

  private static String read(Path log) {
    try {
      return Files.readString(log);
    } catch (IOException e) {
      return "(no log: " + e + ")";
    }
  }

  /** The child JVM: writes n generated ids, 12 bytes each, to a file. */
  public static final class Writer {
    private Writer() {}

    /**
     * Entry point of each child JVM.
     *
     * @param args the output file and the number of ids
     * @throws IOException if the file cannot be written
     */
    public static void main(String[] args) throws IOException {
      int count = Integer.parseInt(args[1]);
      try (OutputStream file = Files.newOutputStream(Path.of(args[0]));
          DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(file))) {
        for (int i = 0; i < count; i++) {
          out.write(TestId.generate().toByteArray());
        }
      }
    }
  }
}
