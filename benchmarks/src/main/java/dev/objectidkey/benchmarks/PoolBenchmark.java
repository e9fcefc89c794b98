package dev.objectidkey.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH settings of every id-type benchmark, and the input cursor of those that read {@link
 * IdPools}: each call takes the next pool entry, so no call sees a constant input. JMH applies these
 * class annotations to every subclass; a subclass may override one, as {@link AccessorBenchmark}
 * and the generate benchmarks do.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseSerialGC"})
@State(Scope.Thread)
public abstract class PoolBenchmark {

  private int cursor;

  protected final int next() {
    return cursor = (cursor + 1) & IdPools.MASK;
  }
}
