package dev.objectidkey.benchmarks;

import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * {@code isValid} against BSON's {@code ObjectId.isValid}, on well-formed lower-case ids (as
 * generated, and of random bytes), then on mixed-case input of which half is invalid.
 */
public class IsValidBenchmark extends PoolBenchmark {

  @Benchmark
  public boolean oursGenerated(IdPools pools) {
    return BenchOrderId.isValid(pools.generatedHex[next()]);
  }

  @Benchmark
  public boolean bsonGenerated(IdPools pools) {
    return ObjectId.isValid(pools.generatedHex[next()]);
  }

  @Benchmark
  public boolean oursRandomHex(IdPools pools) {
    return BenchOrderId.isValid(pools.randomHex[next()]);
  }

  @Benchmark
  public boolean bsonRandomHex(IdPools pools) {
    return ObjectId.isValid(pools.randomHex[next()]);
  }

  @Benchmark
  public boolean oursMixedInput(IdPools pools) {
    return BenchOrderId.isValid(pools.mixedInput[next()]);
  }

  @Benchmark
  public boolean bsonMixedInput(IdPools pools) {
    return ObjectId.isValid(pools.mixedInput[next()]);
  }
}
