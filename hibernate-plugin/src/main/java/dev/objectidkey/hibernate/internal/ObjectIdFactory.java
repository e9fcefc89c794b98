package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The static factories of one generated id class ({@code generate}, {@code fromBytes},
 * {@code parse}), looked up once per class and then called through method handles: no reflection
 * per insert or per row.
 *
 * <p>Generated id classes have only a private constructor, so their static factories are the one
 * way to make an instance; they are public, so the public lookup finds them from any module.
 *
 * @param <T> the id class
 */
final class ObjectIdFactory<T extends AbstractObjectId> {

  private static final ClassValue<ObjectIdFactory<?>> BY_CLASS = new ClassValue<>() {
    @Override
    protected ObjectIdFactory<?> computeValue(Class<?> type) {
      return new ObjectIdFactory<>(type.asSubclass(AbstractObjectId.class));
    }
  };

  private static final MethodType GENERATE = MethodType.methodType(AbstractObjectId.class);
  private static final MethodType FROM_BYTES =
      MethodType.methodType(AbstractObjectId.class, byte[].class);
  private static final MethodType PARSE =
      MethodType.methodType(AbstractObjectId.class, CharSequence.class);

  private final Class<T> type;
  private final MethodHandle generate;
  private final MethodHandle fromBytes;
  private final MethodHandle parse;

  private ObjectIdFactory(Class<T> type) {
    this.type = type;
    this.generate = find(type, "generate", GENERATE);
    this.fromBytes = find(type, "fromBytes", FROM_BYTES);
    this.parse = find(type, "parse", PARSE);
  }

  /**
   * Returns the factories of {@code type}.
   *
   * @throws NoSuchMethodError naming the missing method, if {@code type} is not a generated id
   *     class
   */
  @SuppressWarnings("unchecked") // computeValue makes an ObjectIdFactory<type>
  static <T extends AbstractObjectId> ObjectIdFactory<T> of(Class<T> type) {
    return (ObjectIdFactory<T>) BY_CLASS.get(type);
  }

  Class<T> type() {
    return type;
  }

  /** Calls {@code T.generate()}, which uses {@link dev.objectidkey.ObjectIdGenerator#current()}. */
  T generate() {
    try {
      return type.cast((AbstractObjectId) generate.invokeExact());
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  /** Calls {@code T.fromBytes(bytes)}; the caller has checked the length. */
  T fromBytes(byte[] bytes) {
    try {
      return type.cast((AbstractObjectId) fromBytes.invokeExact(bytes));
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  /** Calls {@code T.parse(hex)}, which throws {@link IllegalArgumentException} on bad input. */
  T parse(CharSequence hex) {
    try {
      return type.cast((AbstractObjectId) parse.invokeExact(hex));
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  private static MethodHandle find(Class<?> type, String name, MethodType erased) {
    MethodType exact = erased.changeReturnType(type);
    try {
      return MethodHandles.publicLookup().findStatic(type, name, exact).asType(erased);
    } catch (NoSuchMethodException | IllegalAccessException e) {
      NoSuchMethodError error = new NoSuchMethodError(signature(name, exact));
      error.initCause(e);
      throw error;
    }
  }

  /** Renders {@code name} and {@code type} the way a reader writes them: {@code fromBytes(byte[])}. */
  static String signature(String name, MethodType type) {
    StringBuilder out = new StringBuilder(type.returnType().getSimpleName()).append(' ')
        .append(name).append('(');
    for (int i = 0; i < type.parameterCount(); i++) {
      out.append(i == 0 ? "" : ", ").append(type.parameterType(i).getSimpleName());
    }
    return out.append(')').toString();
  }
}
