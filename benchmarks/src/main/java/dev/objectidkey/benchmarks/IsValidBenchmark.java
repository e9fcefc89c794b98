package dev.objectidkey.benchmarks;

import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * {@code isValid} on random input (half valid in mixed case, half with one bad character: see
 * {@link IdPools#randomInput}) and on ids as generated, against BSON's {@code ObjectId.isValid}.
 */
public class IsValidBenchmark extends PoolBenchmark {

  @Benchmark
  public boolean oursRandom(IdPools pools) {
    return BenchOrderId.isValid(pools.randomInput[next()]);
  }

  @Benchmark
  public boolean bsonRandom(IdPools pools) {
    return ObjectId.isValid(pools.randomInput[next()]);
  }

  @Benchmark
  public boolean oursGenerated(IdPools pools) {
    return BenchOrderId.isValid(pools.generatedHex[next()]);
  }

  @Benchmark
  public boolean bsonGenerated(IdPools pools) {
    return ObjectId.isValid(pools.generatedHex[next()]);
  }
}
