package com.example;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.ObjectIdGenerator;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Comparator;
import javax.annotation.processing.Generated;
import org.springframework.jdbc.core.SqlTypeValue;

/**
 * The typed ObjectId of {@code com.example.Order}: 12 bytes, time-ordered, and never
 * interchangeable with the id of another type.
 *
 * <pre>
 *   bytes 0-3   timestamp   seconds since the Unix epoch, unsigned, big-endian
 *   bytes 4-8   random      chosen once per process
 *   bytes 9-11  counter     big-endian, wrapping at 2^24
 * </pre>
 * Its hex form is 24 hexadecimal characters, written in lower case and read in either case.
 *
 * <p>Immutable and thread-safe. ObjectIds are not secrets: never use one as a token or an
 * access check.
 *
 * @see AbstractObjectId
 * @see dev.objectidkey.ObjectIdKey
 */
@Generated("dev.objectidkey.processor.ObjectIdKeyProcessor")
public final class OrderId extends AbstractObjectId implements Comparable<OrderId>, Serializable, SqlTypeValue {
  private static final long serialVersionUID = 1L;

  private static final Comparator<OrderId> COMPARATOR = Comparator.naturalOrder();

  static {
    registerFactories(MethodHandles.lookup().dropLookupMode(MethodHandles.Lookup.PACKAGE));
  }

  private OrderId(ObjectIdGenerator generator) {
    super(generator);
  }

  private OrderId(ObjectIdGenerator generator, Instant t) {
    super(generator, t);
  }

  private OrderId(CharSequence hex) {
    super(hex);
  }

  private OrderId(byte[] bytes) {
    super(bytes);
  }

  private OrderId(Instant second, long low) {
    super(second, low);
  }

  /**
   * Makes a new id: now, with this process's random value and next counter. Ids from one
   * process never repeat and are strictly increasing; see {@link ObjectIdGenerator}.
   *
   * @return a new id
   * @throws IllegalStateException after 2106-02-07T06:28:15Z
   */
  public static OrderId generate() {
    return new OrderId(ObjectIdGenerator.current());
  }

  /**
   * Makes a new id for {@code t}'s second, for giving rows that already exist an id at
   * their own creation time. Its bytes 4-11 come from the generator's own sequence for
   * such ids: this process's random value with bit 39 inverted, so that they never equal
   * an id of {@link #generate()}, then a counter whose wrap carries into the random bytes.
   * Ids made for one second by one process never repeat, also past 2^24 of them, and
   * increase in the order made; across processes they only differ. See {@link ObjectIdGenerator} ("Ids
   * at a chosen second").
   *
   * @param t the instant, truncated to its second
   * @return a new id whose timestamp is {@code t}'s second
   * @throws IllegalArgumentException if {@code t} is null or outside
   *     1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z
   */
  public static OrderId generateAt(Instant t) {
    return new OrderId(ObjectIdGenerator.current(), t);
  }

  /**
   * Reads the hex form: exactly 24 ASCII hexadecimal characters, in either case. Ids of
   * any layout are accepted, including the legacy machine and process one.
   *
   * @param hex the hex form, such as {@code 507f1f77bcf86cd799439011}
   * @return the id
   * @throws IllegalArgumentException if {@code hex} is null, not 24 characters long, or
   *     holds anything but {@code 0-9}, {@code a-f} and {@code A-F} (no signs, whitespace
   *     or non-ASCII digits); the message quotes it
   */
  public static OrderId parse(CharSequence hex) {
    return new OrderId(hex);
  }

  /**
   * The same as {@link #parse(CharSequence)}, under the name that Spring, Jakarta REST
   * and Jackson look for.
   *
   * @param hex the hex form
   * @return the id
   * @throws IllegalArgumentException as {@link #parse(CharSequence)} does
   */
  @JsonCreator(
      mode = JsonCreator.Mode.DELEGATING
  )
  public static OrderId valueOf(String hex) {
    return new OrderId(hex);
  }

  /**
   * Tells whether {@link #parse(CharSequence)} would accept {@code hex}.
   *
   * @param hex the text to check; may be null
   * @return {@code true} if and only if {@code hex} is 24 ASCII hexadecimal characters
   */
  public static boolean isValid(CharSequence hex) {
    return ObjectIdCodec.isValid(hex);
  }

  /**
   * Reads the 12 bytes of the layout above, big-endian.
   *
   * @param bytes exactly 12 bytes; copied, not kept
   * @return the id
   * @throws IllegalArgumentException if {@code bytes} is null or not 12 bytes long
   */
  public static OrderId fromBytes(byte[] bytes) {
    return new OrderId(bytes);
  }

  /**
   * The same as {@link #fromBytes(byte[])}, under the name that Spring's conversion service
   * looks for: Spring JDBC's {@code BeanPropertyRowMapper}, {@code DataClassRowMapper} and
   * {@code queryForObject(sql, OrderId.class)} read a BINARY(12) or bytea column into the id
   * through it.
   *
   * @param bytes exactly 12 bytes; copied, not kept
   * @return the id
   * @throws IllegalArgumentException as {@link #fromBytes(byte[])} does
   */
  public static OrderId from(byte[] bytes) {
    return new OrderId(bytes);
  }

  /**
   * The smallest id of {@code t}'s second: its timestamp, then 8 bytes of 0x00.
   * {@code id between minFor(t1) and maxFor(t2)} means "made from second t1 to second t2",
   * which a database answers by a range scan of the primary key.
   *
   * @param t the instant, truncated to its second
   * @return the smallest id of that second
   * @throws IllegalArgumentException if {@code t} is null or outside
   *     1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z
   */
  public static OrderId minFor(Instant t) {
    return new OrderId(t, 0L);
  }

  /**
   * The largest id of {@code t}'s second: its timestamp, then 8 bytes of 0xff.
   * {@code id between minFor(t1) and maxFor(t2)} means "made from second t1 to second t2",
   * which a database answers by a range scan of the primary key.
   *
   * @param t the instant, truncated to its second
   * @return the largest id of that second
   * @throws IllegalArgumentException if {@code t} is null or outside
   *     1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z
   */
  public static OrderId maxFor(Instant t) {
    return new OrderId(t, -1L);
  }

  /**
   * The order of {@link #compareTo}: unsigned byte-wise, which is also hex order and, at
   * one-second resolution, creation order.
   *
   * @return the comparator
   */
  public static Comparator<OrderId> comparator() {
    return COMPARATOR;
  }

  /**
   * Compares the 12 bytes as unsigned values, first byte first.
   *
   * @param other the id to compare with
   * @return a negative number, zero or a positive number as this id sorts before, with
   *     or after {@code other}
   */
  @Override
  public int compareTo(OrderId other) {
    return compareBytes(other);
  }

  /**
   * Binds this id as its 12 bytes, for a BINARY(12) or bytea column, when it is a
   * parameter of Spring's {@code JdbcTemplate}, {@code NamedParameterJdbcTemplate},
   * {@code JdbcClient} or {@code SimpleJdbcInsert}: Spring calls this method instead of
   * the driver's {@code setObject}, which would bind the id's Java serialization (H2) or
   * fail (HSQLDB, PostgreSQL).
   *
   * @param ps the statement
   * @param paramIndex the index of the parameter, from 1
   * @param sqlType ignored: the column holds the 12 bytes whatever Spring was told
   * @param typeName ignored
   * @throws SQLException if the driver rejects the bytes
   */
  @Override
  public void setTypeValue(PreparedStatement ps, int paramIndex, int sqlType, String typeName)
      throws SQLException {
    ps.setBytes(paramIndex, toByteArray());
  }

  /**
   * Jackson writes this id as its hex form; {@link #valueOf} reads it back.
   */
  @JsonValue
  private String toJson() {
    return toHexString();
  }

  /**
   * Serializes as {@link SerialForm}: the 12 bytes and nothing else.
   */
  private Object writeReplace() {
    return new SerialForm(toByteArray());
  }

  /**
   * Rejects a stream that bypasses {@link SerialForm}.
   */
  private void readObject(ObjectInputStream in) throws InvalidObjectException {
    throw new InvalidObjectException("OrderId is serialized through its SerialForm only");
  }

  /**
   * The serialized form of {@code OrderId}: its 12 bytes.
   */
  private static final class SerialForm implements Serializable {
    private static final long serialVersionUID = 1L;

    private final byte[] bytes;

    private SerialForm(byte[] bytes) {
      this.bytes = bytes;
    }

    /**
     * Rejects a stream whose bytes are missing or not 12 long, as serialization must: with an {@code InvalidObjectException}.
     */
    private Object readResolve() throws InvalidObjectException {
      if (bytes == null || bytes.length != 12) {
        throw new InvalidObjectException("OrderId's serial form holds " + (bytes == null ? "no byte array" : bytes.length + " bytes") + ", expected 12");
      }
      return fromBytes(bytes);
    }
  }
}
