package dev.objectidkey.benchmarks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs every id-type benchmark in one JMH run with the GC profiler and {@link CpuTimeProfiler}, then
 * prints each target as a Markdown row; the columns and the options are in benchmarks/README.md,
 * "Run the id-type suite".
 */
public final class IdTypeSuite {

  private static final String PACKAGE = IdTypeSuite.class.getPackageName() + ".";
  private static final String ALLOC = "gc.alloc.rate.norm";
  private static final String CPU = "cpu.time.norm";

  /** {@code ours / reference >= minRatio}, {@code ours} allocating at most {@code maxOursBytes}. */
  private record Target(
      String operation, String ours, String reference, double minRatio, double maxOursBytes) {}

  /** The rows: operation | ours | reference | min. ratio | max. bytes per call ({@code -}: none). */
  private static final List<Target> TARGETS =
      """
      isValid, ids as generated (lower case) | IsValidBenchmark.oursGenerated | IsValidBenchmark.bsonGenerated | 1.0 | -
      isValid, uniformly random hex (lower case) | IsValidBenchmark.oursRandomHex | IsValidBenchmark.bsonRandomHex | 1.0 | -
      parse, ids as generated (lower case) | ParseBenchmark.oursGenerated | ParseBenchmark.bsonGenerated | 1.3 | -
      parse, ids as generated, vs floor (fromBytes) | ParseBenchmark.oursGenerated | ParseBenchmark.floorGenerated | - | -
      parse, uniformly random hex (lower case) | ParseBenchmark.oursRandomHex | ParseBenchmark.bsonRandomHex | 3.0 | -
      parse, random hex, vs UUID.fromString | ParseBenchmark.oursRandomHex | ParseBenchmark.uuidRandom | - | -
      isValid, mixed case, half invalid | IsValidBenchmark.oursMixedInput | IsValidBenchmark.bsonMixedInput | 2.0 | -
      generate, 1 thread | GenerateBenchmark.ours | GenerateBenchmark.bson | 1.0 | 24
      generate, 1 thread, vs floor | GenerateBenchmark.ours | GenerateBenchmark.floor | 0.85 | -
      generate, 1 thread, vs UUID.randomUUID | GenerateBenchmark.ours | GenerateBenchmark.uuidRandom | - | -
      generate, 2 threads (total) | GenerateContendedBenchmark.ours | GenerateContendedBenchmark.bson | 1.0 | -
      generate, 2 threads, vs floor | GenerateContendedBenchmark.ours | GenerateContendedBenchmark.floor | - | -
      toHexString | ToHexStringBenchmark.ours | ToHexStringBenchmark.bson | 1.4 | 104
      toHexString, vs UUID.toString | ToHexStringBenchmark.ours | ToHexStringBenchmark.uuid | - | -
      toByteArray | AccessorBenchmark.toByteArrayOurs | AccessorBenchmark.toByteArrayBson | 1.0 | -
      compareTo | AccessorBenchmark.compareToOurs | AccessorBenchmark.compareToBson | 1.0 | -
      hashCode | AccessorBenchmark.hashCodeOurs | AccessorBenchmark.hashCodeBson | 1.0 | -
      getTimestamp (Instant vs getDate) | AccessorBenchmark.getTimestampOurs | AccessorBenchmark.getTimestampBsonDate | 1.0 | -
      getTimestamp (Instant vs int getTimestamp) | AccessorBenchmark.getTimestampOurs | AccessorBenchmark.getTimestampBsonInt | - | -
      """
          .lines()
          .map(line -> line.split(" \\| "))
          .map(c -> new Target(c[0], c[1], c[2], number(c[3]), number(c[4])))
          .toList();

  private IdTypeSuite() {}

  /** Runs the suite with JMH's command-line options. */
  public static void main(String[] args) throws RunnerException, CommandLineOptionException {
    CommandLineOptions cli = new CommandLineOptions(args);
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .parent(cli)
            .addProfiler(GCProfiler.class)
            .addProfiler(CpuTimeProfiler.class)
            // A conformance failure in IdPools must stop the run, not leave a row out of the table.
            .shouldFailOnError(true);
    if (cli.getIncludes().isEmpty()) {
      options.include(
          PACKAGE.replace(".", "\\.")
              + "(Generate|GenerateContended|Parse|IsValid"
              + "|ToHexString|Accessor)Benchmark\\.");
    }
    Collection<RunResult> results = new Runner(options.build()).run();
    System.out.println();
    System.out.print(table(results));
  }

  static String table(Collection<RunResult> results) {
    Map<String, RunResult> byName = new HashMap<>();
    for (RunResult result : results) {
      byName.put(result.getParams().getBenchmark().substring(PACKAGE.length()), result);
    }
    Table out =
        new Table(
            "lrrrrlrrl",
            "operation | ours (ops/µs) | reference (ops/µs) | ratio | CPU-time ratio | target "
                + "| ours B/op | ref B/op | met (ratio / CPU-time ratio)");
    for (Target target : TARGETS) {
      RunResult ours = byName.get(target.ours());
      RunResult reference = byName.get(target.reference());
      if (ours == null || reference == null) {
        continue;
      }
      double ratio = ours.getPrimaryResult().getScore() / reference.getPrimaryResult().getScore();
      // Higher is better for both ratios: CPU time per operation is inverted.
      double cpuRatio = secondary(reference, CPU) / secondary(ours, CPU);
      double oursBytes = secondary(ours, ALLOC);
      boolean hasTarget = !Double.isNaN(target.minRatio()) || !Double.isNaN(target.maxOursBytes());
      out.row(
          "%s | %s | %s (%s) | %.2f× | %.2f× | %s | %.0f | %.0f | %s",
          target.operation(),
          score(ours),
          score(reference),
          target.reference(),
          ratio,
          cpuRatio,
          describe(target),
          oursBytes,
          secondary(reference, ALLOC),
          hasTarget
              ? met(target, ratio, oursBytes) + " / " + met(target, cpuRatio, oursBytes)
              : "—");
    }
    return out.toString();
  }

  private static String describe(Target target) {
    List<String> parts = new ArrayList<>();
    if (!Double.isNaN(target.minRatio())) {
      parts.add(String.format(Locale.ROOT, "≥ %.2f×", target.minRatio()));
    }
    if (!Double.isNaN(target.maxOursBytes())) {
      parts.add(String.format(Locale.ROOT, "≤ %.0f B", target.maxOursBytes()));
    }
    return parts.isEmpty() ? "reference only" : String.join(", ", parts);
  }

  private static String score(RunResult result) {
    Result<?> primary = result.getPrimaryResult();
    return String.format(Locale.ROOT, "%.2f ± %.2f", primary.getScore(), primary.getScoreError());
  }

  private static String met(Target target, double ratio, double oursBytes) {
    boolean met =
        (Double.isNaN(target.minRatio()) || ratio >= target.minRatio())
            // gc.alloc.rate.norm carries a few thousandths of a byte of JMH's own allocation.
            && (Double.isNaN(target.maxOursBytes()) || oursBytes < target.maxOursBytes() + 0.5);
    return met ? "yes" : "**no**";
  }

  private static double number(String cell) {
    return cell.equals("-") ? Double.NaN : Double.parseDouble(cell);
  }

  private static double secondary(RunResult result, String name) {
    Result<?> secondary = result.getSecondaryResults().get(name);
    return secondary == null ? Double.NaN : secondary.getScore();
  }
}
