/**
 * {@link dev.objectidkey.benchmarks.persistence.PersistenceBenchmark}: batched Hibernate inserts and
 * storage size of four primary-key strategies on one entity shape, on H2, PostgreSQL and MariaDB;
 * {@link dev.objectidkey.benchmarks.persistence.GrowthBenchmark}: insert rate and primary-key index
 * size as one table per strategy grows to millions of rows;
 * {@link dev.objectidkey.benchmarks.persistence.CreatedBetweenBenchmark}: an hour of orders by the
 * id range against a created_at index;
 * {@link dev.objectidkey.benchmarks.persistence.MultiProcessBenchmark}: several JVMs inserting into
 * one table; {@link dev.objectidkey.benchmarks.persistence.ReferenceBenchmark}: 1,000,000 JDBC
 * inserts into a 20,000,000-row table per key type, with sizes, WAL and 4 writers.
 */
package dev.objectidkey.benchmarks.persistence;
