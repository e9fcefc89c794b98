package dev.objectidkey.hibernate.internal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.dialect.MySQLDialect;
import org.hibernate.engine.jdbc.connections.spi.JdbcConnectionAccess;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.mapping.Table;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;

/**
 * Stops the boot on MariaDB when a mapped table is a Spider table without a {@code DELETE}
 * trigger: through a Spider head, a {@code DELETE} deletes the rows on the backends but reports 0
 * affected rows (MariaDB 10.11, partitioned or not), so Hibernate's row-count check fails every
 * {@code remove} with "Batch update returned unexpected row count ... actual row count: 0". A
 * {@code DELETE} trigger on the head's table (an empty {@code BEGIN END} does) makes Spider delete
 * row by row, which reports the real count.
 *
 * <p>It asks {@code information_schema} once, after the schema tool ran (as an observer of the
 * SessionFactory's creation), and only on MySQL-family dialects. A database that does not answer
 * the query (no {@code information_schema} privilege) is not checked.
 */
public final class SpiderDeleteCheck implements Integrator {

  /** Called by {@link java.util.ServiceLoader}. */
  public SpiderDeleteCheck() {}

  @Override
  public void integrate(
      Metadata metadata,
      BootstrapContext bootstrapContext,
      SessionFactoryImplementor sessionFactory) {
    if (!(sessionFactory.getJdbcServices().getDialect() instanceof MySQLDialect)) {
      return;
    }
    Set<String> tables = new TreeSet<>();
    for (Table table : metadata.collectTableMappings()) {
      if (table.isPhysicalTable()) {
        tables.add(table.getName().replace("`", ""));
      }
    }
    if (tables.isEmpty()) {
      return;
    }
    sessionFactory.addObserver(
        new SessionFactoryObserver() {
          @Override
          public void sessionFactoryCreated(SessionFactory factory) {
            check(sessionFactory, tables);
          }
        });
  }

  private static void check(SessionFactoryImplementor sessionFactory, Set<String> tables) {
    List<String> found = new ArrayList<>();
    JdbcConnectionAccess access =
        sessionFactory.getJdbcServices().getBootstrapJdbcConnectionAccess();
    String placeholders = String.join(",", tables.stream().map(t -> "?").toList());
    String sql =
        "select t.table_name from information_schema.tables t"
            + " where t.table_schema = database() and upper(t.engine) = 'SPIDER'"
            + " and t.table_name in ("
            + placeholders
            + ") and not exists (select 1 from information_schema.triggers g"
            + " where g.event_object_schema = t.table_schema"
            + " and g.event_object_table = t.table_name and g.event_manipulation = 'DELETE')"
            + " order by t.table_name";
    try {
      Connection connection = access.obtainConnection();
      try (PreparedStatement statement = connection.prepareStatement(sql)) {
        int i = 1;
        for (String table : tables) {
          statement.setString(i++, table);
        }
        try (ResultSet rs = statement.executeQuery()) {
          while (rs.next()) {
            found.add(rs.getString(1));
          }
        }
      } finally {
        access.releaseConnection(connection);
      }
    } catch (SQLException e) {
      // No information_schema to ask: nothing is known, so nothing is reported.
      return;
    }
    if (!found.isEmpty()) {
      String table = found.get(0);
      throw Message.SPIDER_DELETE_COUNT.exception(
          String.join(", ", found), table.toLowerCase(Locale.ROOT), table);
    }
  }

  @Override
  public void disintegrate(
      SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {}
}
