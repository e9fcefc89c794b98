package dev.objectidkey.hibernate;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdGenerator;
import java.time.Instant;
import java.time.OffsetDateTime;

/**
 * The SQL functions that make ObjectIds in H2, as Java methods that H2 calls through {@code CREATE
 * ALIAS}: {@code objectid_generate()}, {@code objectid_at(t)} and {@code objectid_from_hex(text)},
 * with the same names, arguments and results as the PostgreSQL and MariaDB scripts. The script
 * {@code dev/objectidkey/hibernate/sql/h2.sql} in this jar creates the aliases:
 *
 * <pre>{@code
 * RUNSCRIPT FROM 'classpath:/dev/objectidkey/hibernate/sql/h2.sql';
 * create table orders (id binary(12) default objectid_generate() primary key, ...);
 * }</pre>
 *
 * <p>Why Java methods and not SQL: H2 has no sequences-with-functions language of its own, and it
 * runs in the application's JVM (embedded or in memory). So these functions take their ids from
 * the same {@link ObjectIdGenerator} as {@code OrderId.generate()}: ids made in H2 and in Java
 * share this process's random value and counter, and never repeat each other, with no second
 * mechanism to keep apart. An H2 server in another JVM needs this jar on its class path, and its
 * ids are then those of that JVM's generator.
 *
 * @see GeneratedObjectId
 */
public final class ObjectIdH2Functions {

  private ObjectIdH2Functions() {}

  /**
   * {@code objectid_generate()}: a new id, now, as {@code OrderId.generate()} makes it.
   *
   * @return the 12 bytes of a new id
   * @throws IllegalStateException after 2106-02-07T06:28:15Z
   */
  public static byte[] generate() {
    return new ObjectId(ObjectIdGenerator.current()).toByteArray();
  }

  /**
   * {@code objectid_at(t)}: a new id whose timestamp is {@code t}'s second, as {@code
   * OrderId.generateAt(Instant)} makes it: for giving existing rows an id at their creation time.
   * H2 hands over a {@code TIMESTAMP} (without time zone) in the session's time zone.
   *
   * @param t the time, truncated to its second
   * @return the 12 bytes of a new id
   * @throws IllegalArgumentException if {@code t} is null or outside 1970-01-01T00:00:00Z ..
   *     2106-02-07T06:28:15Z, naming it
   */
  public static byte[] at(OffsetDateTime t) {
    Instant instant = t == null ? null : t.toInstant();
    return new ObjectId(ObjectIdGenerator.current(), instant).toByteArray();
  }

  /**
   * {@code objectid_from_hex(hex)}: the 12 bytes of a 24-character hex form, in either case.
   *
   * @param hex the hex form; null gives null, as SQL functions of a null do
   * @return the 12 bytes, or null
   * @throws IllegalArgumentException if {@code hex} is not 24 hexadecimal characters, quoting it
   */
  public static byte[] fromHex(String hex) {
    return hex == null ? null : new ObjectId(hex).toByteArray();
  }

  /**
   * An untyped id, only to reach the runtime's constructors; its simple name is the one that
   * error messages show ("Invalid ObjectId ...").
   */
  private static final class ObjectId extends AbstractObjectId {
    ObjectId(ObjectIdGenerator generator) {
      super(generator);
    }

    ObjectId(ObjectIdGenerator generator, Instant t) {
      super(generator, t);
    }

    ObjectId(CharSequence hex) {
      super(hex);
    }
  }
}
