package dev.objectidkey.benchmarks;

import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.bson.types.ObjectId;
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
 * {@code parse} of ids as generated (predictable digits) and of uniformly random hex, against BSON's
 * {@code new ObjectId(String)}, and {@code UUID.fromString} for reference.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseSerialGC"})
@State(Scope.Thread)
public class ParseBenchmark {

  private int cursor;

  private int next() {
    return cursor = (cursor + 1) & IdPools.MASK;
  }

  @Benchmark
  public BenchOrderId oursGenerated(IdPools pools) {
    return BenchOrderId.parse(pools.generatedHex[next()]);
  }

  @Benchmark
  public ObjectId bsonGenerated(IdPools pools) {
    return new ObjectId(pools.generatedHex[next()]);
  }

  @Benchmark
  public BenchOrderId oursRandom(IdPools pools) {
    return BenchOrderId.parse(pools.randomHex[next()]);
  }

  @Benchmark
  public ObjectId bsonRandom(IdPools pools) {
    return new ObjectId(pools.randomHex[next()]);
  }

  /** Reference only: 36 characters with dashes, so not the same work. */
  @Benchmark
  public UUID uuidRandom(IdPools pools) {
    return UUID.fromString(pools.uuidStrings[next()]);
  }
}
