/**
 * Hibernate and JDBC benchmarks of the key strategies on H2, PostgreSQL and MariaDB, and the charts
 * drawn from their CSV files. What each one measures, and how to run it: {@code
 * benchmarks/README.md}.
 */
package dev.objectidkey.benchmarks.persistence;
