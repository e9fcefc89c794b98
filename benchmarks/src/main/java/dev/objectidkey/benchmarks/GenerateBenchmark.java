package dev.objectidkey.benchmarks;

import java.util.UUID;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Threads;

/**
 * {@code generate()} on one thread: the {@code ours}, {@code bson} and {@code floor} benchmarks
 * that JMH inherits from {@link GenerateContendedBenchmark}, with its forks, and {@code
 * UUID.randomUUID()}.
 */
@Threads(1)
public class GenerateBenchmark extends GenerateContendedBenchmark {

  /** Reference only: a random UUID draws 16 bytes from {@code SecureRandom}. */
  @Benchmark
  public UUID uuidRandom() {
    return UUID.randomUUID();
  }
}
