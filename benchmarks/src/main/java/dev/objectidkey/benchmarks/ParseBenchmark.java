package dev.objectidkey.benchmarks;

import java.util.UUID;
import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * {@code parse} of ids as generated (predictable digits) and of uniformly random hex, against BSON's
 * {@code new ObjectId(String)}, and {@code UUID.fromString} for reference.
 */
public class ParseBenchmark extends PoolBenchmark {

  @Benchmark
  public BenchOrderId oursGenerated(IdPools pools) {
    return BenchOrderId.parse(pools.generatedHex[next()]);
  }

  /** Floor: the same pool walk and allocation, from 12 bytes instead of 24 characters. */
  @Benchmark
  public BenchOrderId floorGenerated(IdPools pools) {
    return BenchOrderId.fromBytes(pools.generatedBytes[next()]);
  }

  @Benchmark
  public ObjectId bsonGenerated(IdPools pools) {
    return new ObjectId(pools.generatedHex[next()]);
  }

  @Benchmark
  public BenchOrderId oursRandomHex(IdPools pools) {
    return BenchOrderId.parse(pools.randomHex[next()]);
  }

  @Benchmark
  public ObjectId bsonRandomHex(IdPools pools) {
    return new ObjectId(pools.randomHex[next()]);
  }

  /** Reference only: 36 characters with dashes, so not the same work. */
  @Benchmark
  public UUID uuidRandom(IdPools pools) {
    return UUID.fromString(pools.uuidStrings[next()]);
  }
}
