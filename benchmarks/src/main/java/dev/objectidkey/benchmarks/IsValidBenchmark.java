package dev.objectidkey.benchmarks;

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
 * {@code isValid} on random input (half valid in mixed case, half with one bad character: see
 * {@link IdPools#randomInput}) and on ids as generated, against BSON's {@code ObjectId.isValid}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseSerialGC"})
@State(Scope.Thread)
public class IsValidBenchmark {

  private int cursor;

  private int next() {
    return cursor = (cursor + 1) & IdPools.MASK;
  }

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
