package dev.objectidkey.jakarta.rest;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;

/**
 * Binds {@code @PathParam}, {@code @QueryParam}, {@code @HeaderParam}, {@code @MatrixParam},
 * {@code @CookieParam} and {@code @FormParam} parameters of every typed id, and answers a malformed
 * id with an {@link ObjectIdRequestException}: 400 Bad Request with the id type's own message, such
 * as {@code Invalid OrderId "not-an-id": expected 24 hexadecimal characters, got 9}, answered by
 * the application's own exception mapper or, without one, as {@code text/plain} by {@link
 * ObjectIdRequestExceptionMapper}.
 *
 * <p>Without it, Jakarta REST binds an id through its static {@code valueOf(String)}, but answers a
 * malformed {@code @PathParam}, {@code @QueryParam} or {@code @MatrixParam} with 404 Not Found
 * (Jakarta REST 3.1, section 3.2: an exception other than a {@code WebApplicationException} thrown
 * while converting one of those is a {@code NotFoundException}), and the message is lost. A
 * {@code WebApplicationException} is passed on as it is, so this converter throws one.
 *
 * <p>An empty value ({@code ?customer=}, as an HTML form sends an empty field) is bound as null,
 * like an absent parameter.
 *
 * <p>Quarkus finds this provider by itself: the jar carries a Jandex index. Other runtimes register
 * it by scanning for {@link Provider @Provider} classes or from {@code Application.getClasses()}.
 *
 * @see dev.objectidkey.ObjectIdKey
 */
@Provider
public class ObjectIdParamConverterProvider implements ParamConverterProvider {

  /** Creates the provider; the Jakarta REST runtime calls this. */
  public ObjectIdParamConverterProvider() {}

  /**
   * Returns a converter for a concrete id class, or null for any other type so that the runtime's
   * other rules apply.
   *
   * @param rawType the parameter's class
   * @param genericType the parameter's type
   * @param annotations the parameter's annotations
   * @param <T> the parameter's class
   * @return a converter to and from the hex form, or null
   * @throws IllegalArgumentException if {@code rawType} is an id class without the static factories
   *     that objectidkey-processor generates, naming what is missing
   */
  @Override
  public <T> ParamConverter<T> getConverter(
      Class<T> rawType, Type genericType, Annotation[] annotations) {
    if (!AbstractObjectId.class.isAssignableFrom(rawType)
        || Modifier.isAbstract(rawType.getModifiers())) {
      return null;
    }
    return converter(rawType.asSubclass(AbstractObjectId.class), rawType);
  }

  // The factories are looked up once, when the runtime asks for the converter, not per request.
  private static <I extends AbstractObjectId, T> ParamConverter<T> converter(
      Class<I> idType, Class<T> rawType) {
    ObjectIdFactory<I> factory = ObjectIdFactory.of(idType);
    return new ParamConverter<>() {
      @Override
      public T fromString(String value) {
        if (value == null) {
          // ParamConverter's contract; runtimes bind an absent parameter without calling this.
          throw new IllegalArgumentException(
              Message.NULL_TO_CONVERT.format(idType.getSimpleName()));
        }
        if (value.isEmpty()) {
          return null;
        }
        try {
          return rawType.cast(factory.parse(value));
        } catch (IllegalArgumentException e) {
          throw new ObjectIdRequestException(e);
        }
      }

      @Override
      public String toString(T value) {
        if (value == null) {
          throw new IllegalArgumentException(Message.NULL_TO_WRITE.format(idType.getSimpleName()));
        }
        return ((AbstractObjectId) value).toHexString();
      }
    };
  }
}
