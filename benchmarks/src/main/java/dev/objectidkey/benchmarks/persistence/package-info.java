/**
 * {@link dev.objectidkey.benchmarks.persistence.PersistenceBenchmark}: batched Hibernate inserts and
 * storage size of four primary-key strategies on one entity shape, on H2, PostgreSQL and MariaDB.
 */
package dev.objectidkey.benchmarks.persistence;
