package dev.objectidkey.quarkus.shop;

import dev.objectidkey.AbstractObjectId;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Type;

/**
 * Binds path, query and header parameters of every id type, so that a malformed id is a
 * 400 Bad Request.
 *
 * <p>Without it, JAX-RS binds an id through its static {@code valueOf(String)} as well, but turns
 * the {@code IllegalArgumentException} of a malformed {@code @PathParam} into a 404 (Jakarta REST
 * 3.1, section 3.2); a {@code WebApplicationException} thrown while converting is passed on as it
 * is, so this converter throws {@link BadRequestException} with the id type's own message.
 */
@Provider
public class ObjectIdParamConverterProvider implements ParamConverterProvider {

  @Override
  public <T> ParamConverter<T> getConverter(
      Class<T> rawType, Type genericType, Annotation[] annotations) {
    if (!AbstractObjectId.class.isAssignableFrom(rawType) || rawType == AbstractObjectId.class) {
      return null;
    }
    MethodHandle valueOf;
    try {
      valueOf =
          MethodHandles.publicLookup()
              .findStatic(rawType, "valueOf", MethodType.methodType(rawType, String.class));
    } catch (ReflectiveOperationException e) {
      return null; // not a generated id class: leave it to the other rules
    }
    return new ParamConverter<>() {
      @Override
      public T fromString(String value) {
        if (value == null) {
          throw new IllegalArgumentException("no " + rawType.getSimpleName() + " given");
        }
        try {
          return rawType.cast(valueOf.invoke(value));
        } catch (IllegalArgumentException e) {
          throw new BadRequestException(e.getMessage(), e);
        } catch (Throwable e) {
          throw new IllegalStateException("cannot bind " + rawType.getName(), e);
        }
      }

      @Override
      public String toString(T value) {
        return value.toString();
      }
    };
  }
}
