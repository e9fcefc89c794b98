/** The jOOQ shop's tests: one suite, run on H2, PostgreSQL and MariaDB. */
package dev.objectidkey.jooqtests;
