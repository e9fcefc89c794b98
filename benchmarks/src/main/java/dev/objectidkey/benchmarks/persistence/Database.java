package dev.objectidkey.benchmarks.persistence;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.cfg.Configuration;

/** The three databases: H2 in memory, and the local PostgreSQL and MariaDB servers. */
enum Database {
  H2("H2 (in memory)"),
  POSTGRESQL("PostgreSQL"),
  MARIADB("MariaDB");

  /** The insert settings that every insert benchmark in this package shares. */
  static final int BATCH_SIZE = 50;

  static final int ROWS_PER_TRANSACTION = 10_000;

  /** Held so that the level set on it is not lost to garbage collection. */
  private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

  final String label;

  Database(String label) {
    this.label = label;
  }

  /** The databases named in {@code names} (postgresql, mariadb, and h2 if {@code h2} allows it). */
  static List<Database> named(List<String> names, boolean h2) {
    return names.stream()
        .map(
            name ->
                Arrays.stream(values())
                    .filter(d -> d.name().equalsIgnoreCase(name) && (h2 || d != H2))
                    .findFirst()
                    .orElseThrow(
                        () ->
                            new IllegalArgumentException(
                                "Invalid --databases value \""
                                    + name
                                    + "\": expected "
                                    + (h2 ? "h2, " : "")
                                    + "postgresql or mariadb")))
        .toList();
  }

  /** Finds working credentials, or throws saying what was tried. */
  Connected connect() throws SQLException {
    if (this == H2) {
      return new Connected(this, "jdbc:h2:mem:bench;DB_CLOSE_DELAY=-1", "sa", "");
    }
    String url =
        this == POSTGRESQL
            ? "jdbc:postgresql://127.0.0.1:5432/test"
            : "jdbc:mariadb://127.0.0.1:3306/test";
    List<String> failures = new ArrayList<>();
    // Trust authentication; which of PostgreSQL's two roles exists depends on the machine.
    for (String user : this == POSTGRESQL ? List.of("postgres", "root") : List.of("root")) {
      try {
        DriverManager.getConnection(url, user, "").close();
        return new Connected(this, url, user, "");
      } catch (SQLException e) {
        failures.add(user + ": " + e.getMessage());
      }
    }
    throw new SQLException("Cannot connect to " + label + " at " + url + " as " + failures);
  }

  /** The lower-case name, as in {@code --databases} and the CSV files. */
  String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** An instant as the JDBC driver binds a UTC timestamp column: timestamptz or datetime(6). */
  Object timestamp(Instant instant) {
    return this == POSTGRESQL
        ? instant.atOffset(ZoneOffset.UTC)
        : LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
  }

  /**
   * A table's bytes. PostgreSQL: {@code heap} is pg_relation_size, {@code indexes}
   * pg_indexes_size, {@code total} and {@code file} pg_total_relation_size. MariaDB, after ANALYZE
   * TABLE: InnoDB keeps the rows in the primary key, so {@code heap} is data_length, the clustered
   * index, and {@code primaryKey} its pages from innodb_index_stats; {@code indexes} is
   * index_length, {@code file} the tablespace's allocated size. {@code leafPages} is -1 and {@code
   * leafDensity} NaN where not measured.
   */
  record Sizes(
      long heap,
      long primaryKey,
      long indexes,
      long total,
      long file,
      long leafPages,
      double leafDensity) {}

  Sizes sizes(Connection connection, String table) throws SQLException {
    if (this == POSTGRESQL) {
      long[] size =
          longs(
              connection,
              "select pg_relation_size(c.oid), (select pg_relation_size(i.indexrelid)"
                  + " from pg_index i where i.indrelid = c.oid and i.indisprimary),"
                  + " pg_indexes_size(c.oid),"
                  + " pg_total_relation_size(c.oid) from pg_class c where c.oid = ?::regclass",
              table);
      return new Sizes(size[0], size[1], size[2], size[3], size[3], -1, Double.NaN);
    }
    // Refreshes the persistent statistics that the queries below read.
    execute(connection, "analyze table " + table);
    String stat =
        "(select stat_value from mysql.innodb_index_stats where database_name = database()"
            + " and table_name = ? and index_name = 'PRIMARY' and stat_name = '%s')";
    long[] size =
        longs(
            connection,
            "select data_length, index_length, "
                + stat.formatted("size")
                + " * @@innodb_page_size, "
                + stat.formatted("n_leaf_pages")
                + ", (select allocated_size from information_schema.INNODB_SYS_TABLESPACES"
                + " where name = concat(database(), '/', ?)) from information_schema.TABLES"
                + " where table_schema = database() and table_name = ?",
            table,
            table,
            table,
            table);
    return new Sizes(size[0], size[2], size[1], size[0] + size[1], size[4], size[3], Double.NaN);
  }

  /** Opens {@code csv} (making its folder) and writes {@code header} as its first line. */
  static PrintWriter csv(Path csv, String header) throws IOException {
    if (csv.getParent() != null) {
      Files.createDirectories(csv.getParent());
    }
    PrintWriter out = new PrintWriter(Files.newBufferedWriter(csv, StandardCharsets.UTF_8));
    out.println(header);
    return out;
  }

  /** A database with credentials that work. */
  record Connected(Database database, String url, String user, String password) {

    Connection open() throws SQLException {
      return DriverManager.getConnection(url, user, password);
    }

    /** Prints the section header of a run on this database. */
    void announce(String more) {
      System.out.printf(Locale.ROOT, "%n== %s (%s, user %s)%s%n", database.label, url, user, more);
    }

    /**
     * Hibernate on this database with its built-in pool of {@code poolSize}, mapping {@code
     * entities}, schema by {@code ddl} ({@code hibernate.hbm2ddl.auto}), Hibernate's INFO lines off.
     */
    Configuration hibernate(String ddl, int poolSize, Class<?>... entities) {
      HIBERNATE_LOG.setLevel(Level.WARNING);
      Configuration configuration = new Configuration();
      for (Class<?> entity : entities) {
        configuration.addAnnotatedClass(entity);
      }
      configuration.setProperty("hibernate.connection.url", url);
      configuration.setProperty("hibernate.connection.username", user);
      configuration.setProperty("hibernate.connection.password", password);
      configuration.setProperty("hibernate.connection.pool_size", String.valueOf(poolSize));
      configuration.setProperty("hibernate.hbm2ddl.auto", ddl);
      return configuration;
    }

    /** {@link #hibernate} with the batched inserts of every insert benchmark. */
    Configuration batched(String ddl, int poolSize, Class<?>... entities) {
      return hibernate(ddl, poolSize, entities)
          .setProperty("hibernate.jdbc.batch_size", String.valueOf(BATCH_SIZE))
          .setProperty("hibernate.order_inserts", "true")
          .setProperty("hibernate.show_sql", "false");
    }
  }

  static void execute(Connection connection, String... sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      for (String one : sql) {
        statement.execute(one);
      }
    }
  }

  /** The first row's columns as longs; {@code parameters} bound as strings; throws if no row. */
  static long[] longs(Connection connection, String sql, String... parameters) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        query.setString(i + 1, parameters[i]);
      }
      try (ResultSet result = query.executeQuery()) {
        if (!result.next()) {
          throw new SQLException("No row for: " + sql + " " + String.join(",", parameters));
        }
        long[] values = new long[result.getMetaData().getColumnCount()];
        for (int i = 0; i < values.length; i++) {
          values[i] = result.getLong(i + 1);
        }
        return values;
      }
    }
  }

  /** The first column of the first row as text. */
  static String string(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery(sql)) {
      result.next();
      return result.getString(1);
    }
  }
}
