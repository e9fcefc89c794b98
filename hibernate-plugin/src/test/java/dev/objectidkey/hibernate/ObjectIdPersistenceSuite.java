package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.objectidkey.hibernate.model.AuditEntry;
import dev.objectidkey.hibernate.model.Customer;
import dev.objectidkey.hibernate.model.LegacyImport;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.Shipment;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.Version;
import org.hibernate.cfg.Configuration;
import org.hibernate.metamodel.mapping.SelectableMapping;
import org.hibernate.type.SqlTypes;

/**
 * The persistence suite: real Hibernate bootstrap, real drivers, and the same tests on every
 * database, through one small subclass per database.
 *
 * <p>It runs in the lifecycle that the persistence suites share ({@link SessionFactorySuite}):
 * one SessionFactory with {@code hbm2ddl.auto=create-drop} and {@code
 * hibernate.jdbc.batch_size=50}, over a data source that counts JDBC statements. Its tables start
 * with {@code hp_}, so it does not meet other modules' tables in the shared databases, and running
 * it again starts from a new schema. The tests themselves live in one interface per concern ({@link SchemaSuite},
 * {@link RoundTripSuite}, {@link GenerationSuite}, {@link QuerySuite}, {@link HqlFunctionsSuite},
 * {@link CorruptValuesSuite}), which reach this lifecycle through {@link PersistenceFixture}. The
 * static methods below are shared with the other suites of this package.
 */
abstract class ObjectIdPersistenceSuite extends SessionFactorySuite
    implements SchemaSuite,
        RoundTripSuite,
        GenerationSuite,
        QuerySuite,
        HqlFunctionsSuite,
        CorruptValuesSuite {

  private static final Class<?>[] MODEL = {
    Order.class, Customer.class, Shipment.class, AuditEntry.class, LegacyImport.class
  };

  @Override
  protected Class<?>[] model() {
    return MODEL.clone();
  }

  static SessionFactory boot(DataSource dataSource, String schemaAction, Class<?>... entities) {
    Configuration configuration = configuration(dataSource, schemaAction);
    for (Class<?> entity : entities) {
      configuration.addAnnotatedClass(entity);
    }
    return configuration.buildSessionFactory();
  }

  /** The configuration that {@link #boot} uses, before any mapping is added. */
  static Configuration configuration(DataSource dataSource, String schemaAction) {
    Configuration configuration = new Configuration();
    configuration.getProperties().put("hibernate.connection.datasource", dataSource);
    configuration.setProperty("hibernate.hbm2ddl.auto", schemaAction);
    configuration.setProperty("hibernate.jdbc.batch_size", "50");
    // hibernate-jcache is on the classpath for SecondLevelCacheSuite, and Hibernate would take the
    // one region factory it finds for every SessionFactory: the other suites run without a cache.
    configuration.setProperty("hibernate.cache.use_second_level_cache", "false");
    return configuration;
  }

  // ~~~ Shared with the other suites of this package
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  static void assertBinary12(String attribute, SelectableMapping column) {
    assertEquals(
        SqlTypes.BINARY,
        column.getJdbcMapping().getJdbcType().getDdlTypeCode(),
        attribute + ": JDBC type");
    if (hibernateAtLeast(7, 4)) {
      // Before 7.4, Hibernate's runtime mapping model keeps no length for ids (6.6: for no
      // column); the DDL test below reads the length of every column from the database.
      assertEquals(12L, column.getLength(), attribute + ": length");
    }
  }

  static String columnType(DatabaseMetaData metaData, String table, String column)
      throws SQLException {
    for (String[] name :
        List.of(
            new String[] {table, column},
            new String[] {table.toUpperCase(Locale.ROOT), column.toUpperCase(Locale.ROOT)})) {
      try (ResultSet columns = metaData.getColumns(null, null, name[0], name[1])) {
        if (columns.next()) {
          String type = columns.getString("TYPE_NAME").toLowerCase(Locale.ROOT);
          return type.equals("bytea") ? type : type + "(" + columns.getInt("COLUMN_SIZE") + ")";
        }
      }
    }
    return "no column " + table + "." + column;
  }

  /**
   * The ids whose timestamp a signed 32-bit reading would get wrong, and the ends of the range:
   * first byte 0x00, 0x7f, 0x80 and 0xff, and the seconds 0, 2^31 - 1, 2^31 and 2^32 - 1
   * (2038-01-19T03:14:07Z, 03:14:08Z and 2106-02-07T06:28:15Z).
   */
  static List<byte[]> edgeIdBytes() {
    List<byte[]> ids = new ArrayList<>();
    Random random = new Random(2038);
    long[] seconds = {
      0L,
      0x7fffffffL,
      0x80000000L,
      0xffffffffL,
      0x00ffffffL,
      0x7f000000L,
      0x80000001L,
      0xff000000L,
      0xfffffffeL
    };
    for (long second : seconds) {
      for (boolean zeros : new boolean[] {true, false}) {
        byte[] bytes = new byte[12];
        if (!zeros) {
          random.nextBytes(bytes);
        }
        bytes[0] = (byte) (second >>> 24);
        bytes[1] = (byte) (second >>> 16);
        bytes[2] = (byte) (second >>> 8);
        bytes[3] = (byte) second;
        ids.add(bytes);
      }
    }
    return ids;
  }

  /** Whether the running Hibernate is {@code major.minor} or later. */
  static boolean hibernateAtLeast(int major, int minor) {
    String[] parts = Version.getVersionString().split("\\.");
    int runningMajor = Integer.parseInt(parts[0]);
    return runningMajor > major || runningMajor == major && Integer.parseInt(parts[1]) >= minor;
  }

  static <T extends Throwable> T causeOfType(Throwable thrown, Class<T> type) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }

  /** Asserts that {@code thrown} or one of its causes has a message with every fragment. */
  static void assertMessage(Throwable thrown, String... fragments) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      String message = String.valueOf(t.getMessage());
      if (Arrays.stream(fragments).allMatch(message::contains)) {
        return;
      }
    }
    fail("no message with " + Arrays.toString(fragments) + " in " + describe(thrown));
  }

  static String describe(Throwable thrown) {
    StringBuilder out = new StringBuilder();
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      out.append("\n  ").append(t);
    }
    return out.toString();
  }
}
