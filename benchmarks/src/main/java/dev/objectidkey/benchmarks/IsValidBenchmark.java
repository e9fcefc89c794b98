package dev.objectidkey.benchmarks;

import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * {@code isValid} against BSON's {@code ObjectId.isValid}, first on the input most calls see:
 * well-formed lower-case ids, as generated ({@link IdPools#generatedHex}) and of uniformly random
 * bytes ({@link IdPools#randomHex}); then on mixed input ({@link IdPools#mixedInput}: mixed case,
 * half of it with one bad character).
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
