package dev.objectidkey.benchmarks;

import java.util.concurrent.atomic.AtomicLong;
import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Threads;

/**
 * {@code generate()} on two threads at once, sharing the process-wide counter, against BSON's
 * {@code new ObjectId()} and a floor: the least any generator that reads the clock and takes a
 * counter can do. JMH reports the total throughput of both threads. {@link GenerateBenchmark}
 * inherits these three and runs them on one thread.
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
  public Floor floor() {
    return Floor.next();
  }

  /**
   * The floor: {@code System.currentTimeMillis() / 1000}, one {@link AtomicLong} increment and one
   * 24-byte object (a 12-byte header, an {@code int} and a {@code long}), with no other check.
   */
  public record Floor(int seconds, long sequence) {
    private static final AtomicLong COUNTER = new AtomicLong();

    static Floor next() {
      return new Floor((int) (System.currentTimeMillis() / 1000), COUNTER.incrementAndGet());
    }
  }
}
