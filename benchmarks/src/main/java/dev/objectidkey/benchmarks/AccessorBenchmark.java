package dev.objectidkey.benchmarks;

import java.time.Instant;
import java.util.Date;
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

/**
 * The cheap operations, on random ids: {@code toByteArray}, {@code compareTo} (of neighbours in the
 * pool), {@code hashCode} and {@code getTimestamp}, against BSON's.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseSerialGC"})
@State(Scope.Thread)
public class AccessorBenchmark {

  private int cursor;

  private int next() {
    return cursor = (cursor + 1) & IdPools.MASK;
  }

  @Benchmark
  public byte[] toByteArrayOurs(IdPools pools) {
    return pools.random[next()].toByteArray();
  }

  @Benchmark
  public byte[] toByteArrayBson(IdPools pools) {
    return pools.randomBson[next()].toByteArray();
  }

  @Benchmark
  public int compareToOurs(IdPools pools) {
    int i = next();
    return pools.random[i].compareTo(pools.random[(i + 1) & IdPools.MASK]);
  }

  @Benchmark
  public int compareToBson(IdPools pools) {
    int i = next();
    return pools.randomBson[i].compareTo(pools.randomBson[(i + 1) & IdPools.MASK]);
  }

  @Benchmark
  public int hashCodeOurs(IdPools pools) {
    return pools.random[next()].hashCode();
  }

  @Benchmark
  public int hashCodeBson(IdPools pools) {
    return pools.randomBson[next()].hashCode();
  }

  /** Ours returns an {@link Instant}. */
  @Benchmark
  public Instant getTimestampOurs(IdPools pools) {
    return pools.random[next()].getTimestamp();
  }

  /** BSON's counterpart that returns a time object: a {@link Date}. */
  @Benchmark
  public Date getTimestampBsonDate(IdPools pools) {
    return pools.randomBson[next()].getDate();
  }

  /** BSON's {@code getTimestamp()} returns the raw {@code int} field: a lower bound, not the same work. */
  @Benchmark
  public int getTimestampBsonInt(IdPools pools) {
    return pools.randomBson[next()].getTimestamp();
  }
}
