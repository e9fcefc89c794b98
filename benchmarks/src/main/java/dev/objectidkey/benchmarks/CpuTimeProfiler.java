package dev.objectidkey.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports {@code cpu.time.norm}: the CPU time of JMH's benchmark threads per operation, in ns/op;
 * why, and what it cannot see: benchmarks/README.md, "Run the id-type suite".
 */
public final class CpuTimeProfiler implements InternalProfiler {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private Map<Long, Long> startNanos = Map.of();

  @Override
  public String getDescription() {
    return "CPU time of the benchmark threads per operation (ns/op), steady on a shared machine";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    startNanos = workerCpuNanos();
  }

  @Override
  @SuppressWarnings("rawtypes") // InternalProfiler declares the raw Result type
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long cpuNanos = 0;
    for (Map.Entry<Long, Long> worker : workerCpuNanos().entrySet()) {
      // A worker started during the iteration has used only this iteration's CPU time.
      cpuNanos += worker.getValue() - startNanos.getOrDefault(worker.getKey(), 0L);
    }
    long ops = result.getMetadata().getAllOps();
    double perOp = ops == 0 ? Double.NaN : (double) cpuNanos / ops;
    return List.of(new ScalarResult("cpu.time.norm", perOp, "ns/op", AggregationPolicy.AVG));
  }

  /** JMH names its benchmark threads {@code <benchmark>-jmh-worker-<n>}. */
  private static Map<Long, Long> workerCpuNanos() {
    Map<Long, Long> nanos = new HashMap<>();
    for (ThreadInfo thread : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
      if (thread != null && thread.getThreadName().contains("jmh-worker")) {
        long cpu = THREADS.getThreadCpuTime(thread.getThreadId());
        if (cpu >= 0) {
          nanos.put(thread.getThreadId(), cpu);
        }
      }
    }
    return nanos;
  }
}
