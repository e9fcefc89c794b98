package dev.objectidkey.spring.data.jdbc;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import java.lang.reflect.Modifier;
import java.util.List;
import org.springframework.core.convert.converter.Converter;
import org.springframework.core.convert.converter.ConverterFactory;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;

/**
 * The Spring Data JDBC conversions of every typed id: an id is written as its 12 bytes ({@code
 * toByteArray()}), and the {@code byte[]} of a {@code BINARY(12)} or {@code bytea} column is read
 * into the id class of the property, through that class's {@code fromBytes}.
 *
 * <p>Two converters serve every id class: Spring Data's {@code CustomConversions} matches a writing
 * converter from {@link AbstractObjectId} on every subclass, and so makes each id class a simple
 * type (a column value, not an entity); the reading {@link ConverterFactory} is handed the id class
 * that the property declares. Since the written value is a {@code byte[]}, Spring Data JDBC binds it
 * as {@code JDBCType.BINARY}: the id is never serialized, on any database.
 *
 * <p>Spring Boot applications need not call this: {@link ObjectIdDataJdbcAutoConfiguration}
 * declares the {@code JdbcCustomConversions} with them. A configuration that extends {@code
 * AbstractJdbcConfiguration} returns them from {@code userConverters()}:
 *
 * <pre>{@code
 * @Override
 * protected List<?> userConverters() {
 *   return ObjectIdJdbcConverters.converters();
 * }
 * }</pre>
 *
 * <p>A {@code JdbcCustomConversions} bean of the application's own adds them to its list. Without
 * them {@link ObjectIdDataJdbcConfiguration} stops the boot with a message that says so.
 */
public final class ObjectIdJdbcConverters {

  private ObjectIdJdbcConverters() {}

  /**
   * The two converters, to pass to {@code JdbcCustomConversions} with any others.
   *
   * @return the writing converter (id to {@code byte[]}) and the reading converter factory ({@code
   *     byte[]} to the id class asked for)
   */
  public static List<Object> converters() {
    return List.of(IdToBytes.INSTANCE, BytesToId.INSTANCE);
  }

  /** Writes an id as its 12 bytes. */
  @WritingConverter
  enum IdToBytes implements Converter<AbstractObjectId, byte[]> {
    INSTANCE;

    @Override
    public byte[] convert(AbstractObjectId source) {
      return source.toByteArray();
    }
  }

  /** Reads 12 bytes into the id class Spring Data asks for. */
  @ReadingConverter
  enum BytesToId implements ConverterFactory<byte[], AbstractObjectId> {
    INSTANCE;

    @Override
    public <T extends AbstractObjectId> Converter<byte[], T> getConverter(Class<T> targetType) {
      return bytes -> read(targetType, bytes);
    }

    private static <T extends AbstractObjectId> T read(Class<T> type, byte[] bytes) {
      if (Modifier.isAbstract(type.getModifiers())) {
        // A property typed by a type variable that Spring Data could not resolve erases to its
        // bound: no fromBytes knows which id to make.
        throw new IllegalArgumentException(Message.ABSTRACT_ID_TYPE.format(type.getName()));
      }
      // fromBytes names the id class and the length it got when the column is not 12 bytes long.
      return ObjectIdFactory.of(type).fromBytes(bytes);
    }
  }
}
