/**
 * Test databases for persistence tests, shared by every module's tests like Hibernate's own
 * hibernate-testing: in-process H2, the local or an embedded PostgreSQL, and the local MariaDB or
 * a skip, plus a JDBC statement counter. Never published.
 */
package dev.objectidkey.testing;
