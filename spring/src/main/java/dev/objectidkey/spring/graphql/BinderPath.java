package dev.objectidkey.spring.graphql;

import dev.objectidkey.AbstractObjectId;
import java.lang.reflect.Field;
import java.util.Optional;
import org.springframework.core.ResolvableType;
import org.springframework.graphql.data.ArgumentValue;
import org.springframework.util.ReflectionUtils;

/**
 * Follows a field path of Spring for GraphQL's argument binder through the Java type of an
 * argument, to the type of the value that failed.
 *
 * <p>The binder names the argument itself {@code $}, a list element {@code $[0]} and a property of
 * an input object {@code $.customerId}, and nests them: {@code $[1].lines[0].productId}. A map
 * value is {@code $[key]}. {@code Optional} and {@code ArgumentValue} wrap any level.
 */
final class BinderPath {

  private BinderPath() {}

  /**
   * The id class at {@code path} inside {@code type}, or null when the path leads elsewhere or
   * cannot be followed.
   */
  @SuppressWarnings("unchecked") // checked by isAssignableFrom
  static Class<? extends AbstractObjectId> idTypeAt(ResolvableType type, String path) {
    if (path == null || !path.startsWith("$")) {
      return null;
    }
    ResolvableType current = unwrap(type);
    int i = 1;
    while (i < path.length() && current != ResolvableType.NONE) {
      char c = path.charAt(i);
      if (c == '[') {
        int end = path.indexOf(']', i);
        if (end < 0) {
          return null;
        }
        current = unwrap(element(current));
        i = end + 1;
      } else if (c == '.') {
        int end = i + 1;
        while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') {
          end++;
        }
        current = unwrap(property(current, path.substring(i + 1, end)));
        i = end;
      } else {
        return null;
      }
    }
    Class<?> resolved = current.resolve();
    return resolved != null && AbstractObjectId.class.isAssignableFrom(resolved)
        ? (Class<? extends AbstractObjectId>) resolved
        : null;
  }

  /** The element type of an array, collection or map value. */
  private static ResolvableType element(ResolvableType container) {
    if (container.isArray()) {
      return container.getComponentType();
    }
    ResolvableType map = container.asMap();
    if (map != ResolvableType.NONE) {
      return map.getGeneric(1);
    }
    ResolvableType collection = container.asCollection();
    return collection != ResolvableType.NONE ? collection.getGeneric(0) : ResolvableType.NONE;
  }

  /**
   * The declared type of a property of an input object: its field, which is what records and the
   * usual beans bind to, resolved against the owner's generics.
   */
  private static ResolvableType property(ResolvableType owner, String name) {
    Class<?> ownerClass = owner.resolve();
    if (ownerClass == null) {
      return ResolvableType.NONE;
    }
    Field field = ReflectionUtils.findField(ownerClass, name);
    return field == null ? ResolvableType.NONE : ResolvableType.forField(field, owner);
  }

  private static ResolvableType unwrap(ResolvableType type) {
    ResolvableType current = type;
    while (current.resolve() == Optional.class || current.resolve() == ArgumentValue.class) {
      current = current.getGeneric(0);
    }
    return current;
  }
}
