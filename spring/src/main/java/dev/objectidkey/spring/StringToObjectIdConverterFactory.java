package dev.objectidkey.spring;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import java.lang.reflect.Modifier;
import org.springframework.core.convert.converter.Converter;
import org.springframework.core.convert.converter.ConverterFactory;

/**
 * Parses text into the id class Spring asks for. One factory serves every id class: Spring passes
 * the target class to {@link #getConverter}, which a {@code Formatter} never sees.
 *
 * <p>{@link #getConverter} must not throw: Spring also calls it to answer {@code canConvert}. A
 * target that no text can become fails in {@code convert}, which Spring reports as a conversion
 * failure of that value.
 */
final class StringToObjectIdConverterFactory implements ConverterFactory<String, AbstractObjectId> {

  @Override
  public <T extends AbstractObjectId> Converter<String, T> getConverter(Class<T> targetType) {
    return new Parse<>(targetType);
  }

  private static final class Parse<T extends AbstractObjectId> implements Converter<String, T> {

    private final Class<T> type;

    Parse(Class<T> type) {
      this.type = type;
    }

    @Override
    public T convert(String source) {
      if (Modifier.isAbstract(type.getModifiers())) {
        // A property typed by a type variable (ID in BaseEntity<ID>) that Spring could not
        // resolve against the concrete class erases to its bound: no parse knows which id to make.
        throw new IllegalArgumentException(Message.ABSTRACT_ID_TYPE.format(type.getName()));
      }
      // A form posts a new entity's hidden id as "", as it does an empty Integer; both mean none.
      String hex = source.strip();
      if (hex.isEmpty()) {
        return null;
      }
      // Outside the try: a class that is not a generated id is a setup error, not a bad value.
      ObjectIdFactory<T> factory = ObjectIdFactory.of(type);
      try {
        return factory.parse(hex);
      } catch (IllegalArgumentException e) {
        throw new MalformedObjectIdException(type, e);
      }
    }
  }
}
