package dev.objectidkey.benchmarks;

import java.time.Instant;
import java.util.Date;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Measurement;

/**
 * The cheap operations, on random ids: {@code toByteArray}, {@code compareTo} (of neighbours in the
 * pool), {@code hashCode} and {@code getTimestamp}, against BSON's.
 */
@Measurement(iterations = 10, time = 1)
public class AccessorBenchmark extends PoolBenchmark {

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
