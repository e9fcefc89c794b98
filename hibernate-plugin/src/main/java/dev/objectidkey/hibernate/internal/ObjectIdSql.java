package dev.objectidkey.hibernate.internal;

import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.H2Dialect;
import org.hibernate.dialect.MySQLDialect;
import org.hibernate.dialect.OracleDialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.dialect.SQLServerDialect;

/**
 * The SQL of the query functions {@code objectid_timestamp(x)} and {@code objectid_hex(x)} on each
 * database, as Hibernate function patterns ({@code ?1} is the argument, a 12-byte binary value).
 *
 * <p>The timestamp is bytes 0-3 read as an <em>unsigned</em> big-endian number of seconds, as
 * {@code getTimestamp()} reads it, so ids of 2038-01-19T03:14:08Z and later (first byte 0x80 and
 * up, to 0xffffffff in 2106) come out right: each pattern widens the 4 bytes into a 64-bit number
 * before any arithmetic, and adds the seconds to the epoch as a timestamp with a time zone (UTC),
 * not through a 32-bit Unix-time function ({@code from_unixtime} stops at 2038 on MariaDB 10).
 *
 * <p>The hex form is lower case, as {@code toHexString()} writes it.
 *
 * <p>H2, PostgreSQL and MariaDB are tested against real databases; MySQL shares MariaDB's
 * spelling; Oracle and SQL Server are written from their manuals and only their text is tested.
 */
enum ObjectIdSql {

  /**
   * H2 2.x: 4 zero bytes and the 4 timestamp bytes, cast to {@code bigint} (big-endian), times an
   * interval of one second ({@code dateadd} takes an {@code int}, which 2038 overflows).
   */
  H2(
      "(timestamp with time zone '1970-01-01 00:00:00+00'"
          + " + cast(X'00000000' || substring(?1 from 1 for 4) as bigint) * interval '1' second)",
      "lower(rawtohex(?1))"),

  /**
   * PostgreSQL: the 4 bytes as {@code bit(32)}, which converts to {@code bigint} without sign
   * extension; {@code to_timestamp(double)} gives a {@code timestamptz}.
   */
  POSTGRESQL(
      "to_timestamp(cast(cast('x' || encode(substring(?1 from 1 for 4), 'hex') as bit(32))"
          + " as bigint))",
      "encode(?1, 'hex')"),

  /**
   * MariaDB and MySQL: {@code conv} reads the hex of the 4 bytes as an unsigned number; the result
   * is a {@code DATETIME} in UTC, which Hibernate reads as an {@code Instant} in UTC.
   */
  MYSQL(
      "timestampadd(second, conv(hex(substring(?1, 1, 4)), 16, 10),"
          + " timestamp '1970-01-01 00:00:00')",
      "lower(hex(?1))"),

  /** Oracle (untested): a {@code RAW(4)} read as hex, added as an interval to the epoch in UTC. */
  ORACLE(
      "(timestamp '1970-01-01 00:00:00 +00:00' + numtodsinterval("
          + "to_number(rawtohex(utl_raw.substr(?1, 1, 4)), 'XXXXXXXX'), 'SECOND'))",
      "lower(rawtohex(?1))"),

  /**
   * SQL Server (untested): {@code dateadd} takes an {@code int}, which 2038 and later overflow, so
   * the days and the seconds of the day are added apart.
   */
  SQL_SERVER(
      "todatetimeoffset(dateadd(second, cast(cast(substring(?1, 1, 4) as bigint) % 86400"
          + " as int), dateadd(day, cast(cast(substring(?1, 1, 4) as bigint) / 86400 as int),"
          + " cast('1970-01-01' as datetime2))), 0)",
      "lower(convert(varchar(24), ?1, 2))");

  private final String timestampPattern;
  private final String hexPattern;

  ObjectIdSql(String timestampPattern, String hexPattern) {
    this.timestampPattern = timestampPattern;
    this.hexPattern = hexPattern;
  }

  /** The pattern of {@code objectid_timestamp(?1)}: a timestamp in UTC. */
  String timestampPattern() {
    return timestampPattern;
  }

  /** The pattern of {@code objectid_hex(?1)}: 24 lower-case hex characters. */
  String hexPattern() {
    return hexPattern;
  }

  /** A name for messages, such as {@code PostgreSQL}. */
  String displayName() {
    return switch (this) {
      case H2 -> "H2";
      case POSTGRESQL -> "PostgreSQL";
      case MYSQL -> "MariaDB/MySQL";
      case ORACLE -> "Oracle";
      case SQL_SERVER -> "SQL Server";
    };
  }

  /**
   * The SQL for {@code dialect}, or null when the plugin has none. MariaDBDialect extends
   * MySQLDialect; CockroachDB's dialect is not a PostgreSQLDialect and gets none.
   */
  static ObjectIdSql of(Dialect dialect) {
    if (dialect instanceof H2Dialect) {
      return H2;
    }
    if (dialect instanceof PostgreSQLDialect) {
      return POSTGRESQL;
    }
    if (dialect instanceof MySQLDialect) {
      return MYSQL;
    }
    if (dialect instanceof OracleDialect) {
      return ORACLE;
    }
    if (dialect instanceof SQLServerDialect) {
      return SQL_SERVER;
    }
    return null;
  }

  /** The databases that have SQL, for messages. */
  static String supported() {
    StringBuilder names = new StringBuilder();
    for (ObjectIdSql sql : values()) {
      names.append(names.length() == 0 ? "" : ", ").append(sql.displayName());
    }
    return names.toString();
  }
}
