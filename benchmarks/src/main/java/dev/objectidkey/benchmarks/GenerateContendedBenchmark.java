package dev.objectidkey.benchmarks;

import java.util.concurrent.TimeUnit;
import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code generate()} on two threads at once, sharing the process-wide counter; JMH reports the total
 * throughput of both.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseSerialGC"})
@Threads(2)
public class GenerateContendedBenchmark {

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
