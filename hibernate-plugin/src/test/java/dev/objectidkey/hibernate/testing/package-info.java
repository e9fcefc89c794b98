/**
 * Test databases for persistence tests, published as this module's test-jar: in-process H2, the
 * local or an embedded PostgreSQL, and the local MariaDB or a skip, plus a JDBC statement counter.
 */
package dev.objectidkey.hibernate.testing;
