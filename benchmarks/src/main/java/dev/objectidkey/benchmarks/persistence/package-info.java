/**
 * {@link dev.objectidkey.benchmarks.persistence.PersistenceBenchmark}: batched Hibernate inserts and
 * storage size of four primary-key strategies on one entity shape, on H2, PostgreSQL and MariaDB;
 * {@link dev.objectidkey.benchmarks.persistence.GrowthBenchmark}: insert rate and primary-key index
 * size as one table per strategy grows to millions of rows.
 */
package dev.objectidkey.benchmarks.persistence;
