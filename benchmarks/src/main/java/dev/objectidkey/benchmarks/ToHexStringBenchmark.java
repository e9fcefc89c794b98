package dev.objectidkey.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;

/** {@code toHexString()} of random ids, against BSON's, and {@code UUID.toString()} for reference. */
public class ToHexStringBenchmark extends PoolBenchmark {

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
