/**
 * {@link dev.objectidkey.benchmarks.processor.ProcessorCostBenchmark}: what objectidkey-processor,
 * and hibernate-processor for reference, add to javac's time on 10 to 1,000 generated JPA entities.
 */
package dev.objectidkey.benchmarks.processor;
