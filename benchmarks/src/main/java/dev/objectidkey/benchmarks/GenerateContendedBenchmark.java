package dev.objectidkey.benchmarks;

import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Threads;

/**
 * {@code generate()} on two threads at once, sharing the process-wide counter; JMH reports the total
 * throughput of both.
 */
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseSerialGC"})
@Threads(2)
public class GenerateContendedBenchmark extends PoolBenchmark {

  @Benchmark
  public BenchOrderId ours() {
    return BenchOrderId.generate();
  }

  @Benchmark
  public ObjectId bson() {
    return new ObjectId();
  }

  @Benchmark
  public GenerateBenchmark.Floor floor() {
    return GenerateBenchmark.Floor.next();
  }
}
