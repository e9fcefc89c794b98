package dev.objectidkey.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** {@code toHexString()} of random ids, against BSON's, and {@code UUID.toString()} for reference. */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseSerialGC"})
@State(Scope.Thread)
public class ToHexStringBenchmark {

  private int cursor;

  private int next() {
    return cursor = (cursor + 1) & IdPools.MASK;
  }

  @Benchmark
  public String ours(IdPools pools) {
    return pools.random[next()].toHexString();
  }

  @Benchmark
  public String bson(IdPools pools) {
    return pools.randomBson[next()].toHexString();
  }

  /** Reference only: 36 characters. */
  @Benchmark
  public String uuid(IdPools pools) {
    return pools.uuids[next()].toString();
  }
}
