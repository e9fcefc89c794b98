package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.objectidkey.hibernate.model.Customer;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.testing.TestDatabase;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.H2Dialect;
import org.hibernate.dialect.HSQLDialect;
import org.hibernate.dialect.MariaDBDialect;
import org.hibernate.dialect.MySQLDialect;
import org.hibernate.dialect.OracleDialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.dialect.SQLServerDialect;
import org.hibernate.resource.jdbc.spi.StatementInspector;
import org.junit.jupiter.api.Test;

/**
 * The SQL that Hibernate renders for {@code objectid_hex}, {@code objectid_timestamp} and
 * {@code max} of an id, per dialect, with no database of that kind: the factory boots without
 * JDBC metadata, over an in-memory H2 (Hibernate takes a connection before it prepares a
 * statement), and a {@link StatementInspector} takes the SQL and stops the query before it is
 * prepared, so H2 never sees it.
 *
 * <p>For Oracle and SQL Server this text is the only test there is (no server here); H2,
 * PostgreSQL and MariaDB run the same SQL in the persistence suite.
 */
class ObjectIdSqlRenderingTest {

  @Test
  void oracleRendersRawtohexAndAnIntervalFromTheUnsignedSeconds() {
    assertEquals(
        "select lower(rawtohex(o1_0.id)) from hp_order o1_0",
        sql(OracleDialect.class, "select objectid_hex(o.id) from Order o"));
    assertEquals(
        "select (timestamp '1970-01-01 00:00:00 +00:00' + numtodsinterval("
            + "to_number(rawtohex(utl_raw.substr(o1_0.id, 1, 4)), 'XXXXXXXX'), 'SECOND'))"
            + " from hp_order o1_0",
        sql(OracleDialect.class, "select objectid_timestamp(o.id) from Order o"));
  }

  @Test
  void sqlServerRendersConvertStyle2AndAddsDaysAndSecondsApart() {
    assertEquals(
        "select lower(convert(varchar(24), o1_0.id, 2)) from hp_order o1_0",
        sql(SQLServerDialect.class, "select objectid_hex(o.id) from Order o"));
    assertEquals(
        "select todatetimeoffset(dateadd(second,"
            + " cast(cast(substring(o1_0.id, 1, 4) as bigint) % 86400 as int), dateadd(day,"
            + " cast(cast(substring(o1_0.id, 1, 4) as bigint) / 86400 as int),"
            + " cast('1970-01-01' as datetime2))), 0) from hp_order o1_0",
        sql(SQLServerDialect.class, "select objectid_timestamp(o.id) from Order o"));
  }

  @Test
  void testedDatabasesRenderTheirOwnFunctions() {
    assertEquals(
        "select lower(rawtohex(o1_0.id)) from hp_order o1_0",
        sql(H2Dialect.class, "select objectid_hex(o.id) from Order o"));
    assertEquals(
        "select encode(o1_0.id, 'hex') from hp_order o1_0",
        sql(PostgreSQLDialect.class, "select objectid_hex(o.id) from Order o"));
    for (Class<? extends Dialect> mysql :
        java.util.List.of(MariaDBDialect.class, MySQLDialect.class)) {
      assertEquals(
          "select lower(hex(o1_0.id)) from hp_order o1_0",
          sql(mysql, "select objectid_hex(o.id) from Order o"));
      assertEquals(
          "select timestampadd(second, conv(hex(substring(o1_0.id, 1, 4)), 16, 10),"
              + " timestamp '1970-01-01 00:00:00') from hp_order o1_0",
          sql(mysql, "select objectid_timestamp(o.id) from Order o"));
    }
  }

  @Test
  void maxOfAnIdOnPostgresqlGoesThroughTheHexFormAndOtherTypesKeepTheirMax() {
    assertEquals(
        "select decode(max(encode(o1_0.id, 'hex') collate \"C\"), 'hex')" + " from hp_order o1_0",
        sql(PostgreSQLDialect.class, "select max(o.id) from Order o"));
    assertEquals(
        "select max(o1_0.label) from hp_order o1_0",
        sql(PostgreSQLDialect.class, "select max(o.label) from Order o"));
    assertEquals(
        "select max(o1_0.id) from hp_order o1_0",
        sql(H2Dialect.class, "select max(o.id) from Order o"));
  }

  @Test
  void aDatabaseWithoutSqlForTheFunctionsFailsNamingItAndTheSupportedOnes() {
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () -> sql(HSQLDialect.class, "select objectid_hex(o.id) from Order o"));
    String message = String.valueOf(thrown.getMessage());
    assertTrue(
        message.startsWith(
            "[ObjectIdKey] objectid_hex() has no SQL for"
                + " org.hibernate.dialect.HSQLDialect; objectidkey-hibernate renders it on H2,"
                + " PostgreSQL, MariaDB/MySQL, Oracle, SQL Server"),
        message);
  }

  /** The SQL of {@code hql} on {@code dialect}. */
  private static String sql(Class<? extends Dialect> dialect, String hql) {
    Configuration configuration = new Configuration();
    configuration.setProperty("hibernate.dialect", dialect.getName());
    // Boot without a database (Hibernate 6.6 reads the older name of the same switch).
    configuration.setProperty("hibernate.boot.allow_jdbc_metadata_access", "false");
    configuration.setProperty("hibernate.temp.use_jdbc_metadata_defaults", "false");
    configuration.setProperty("hibernate.hbm2ddl.auto", "none");
    configuration
        .getProperties()
        .put(
            "hibernate.connection.datasource",
            TestDatabase.h2("objectidkey-sql-rendering").dataSource());
    configuration
        .getProperties()
        .put(
            "hibernate.session_factory.statement_inspector",
            (StatementInspector)
                sql -> {
                  throw new Rendered(sql);
                });
    configuration.addAnnotatedClass(Order.class);
    configuration.addAnnotatedClass(Customer.class);
    try (SessionFactory factory = configuration.buildSessionFactory()) {
      factory.inSession(session -> session.createSelectionQuery(hql, Object.class).getResultList());
    } catch (RuntimeException e) {
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof Rendered rendered) {
          return rendered.sql;
        }
      }
      throw e;
    }
    return fail("the query ran without rendering SQL");
  }

  /** Carries the SQL out of the statement inspector. */
  private static final class Rendered extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String sql;

    Rendered(String sql) {
      super(sql, null, false, false);
      this.sql = sql;
    }
  }
}
