package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import picocli.CommandLine;

/**
 * What one run of the command line printed, and its exit code.
 *
 * @param exitCode the exit code
 * @param out what went to stdout
 * @param err what went to stderr
 */
record CliResult(int exitCode, String out, String err) {

  /** Runs the application in this JVM, on this thread, as {@code main} would. */
  static CliResult run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine commandLine = SampleApp.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    int exitCode = commandLine.execute(args);
    return new CliResult(exitCode, out.toString(), err.toString());
  }

  /** Asserts exit code 2, bad usage, with {@code errLines} on stderr. */
  void assertBadUsage(String... errLines) {
    assertEquals(2, exitCode, this::toString);
    assertEquals(List.of(errLines), errLines());
  }

  /** Asserts exit code 0, success, with {@code outLines} on stdout. */
  void assertPrinted(String... outLines) {
    assertEquals(0, exitCode, this::toString);
    assertEquals(List.of(outLines), outLines());
  }

  List<String> outLines() {
    return out.lines().toList();
  }

  List<String> errLines() {
    return err.lines().toList();
  }

  /** The whole of stdout, stripped: for commands that print one id. */
  String printed() {
    return out.strip();
  }

  @Override
  public String toString() {
    return "exit " + exitCode + "\n--- out:\n" + out + "--- err:\n" + err;
  }
}
