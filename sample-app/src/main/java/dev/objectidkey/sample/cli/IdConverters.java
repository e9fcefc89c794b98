package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.tool.ObjectId;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Turns command-line text into typed values. A value that does not parse is bad usage (exit code
 * 2), reported with the library's own message, such as {@code Invalid OrderId "507f…": expected 24
 * hexadecimal characters, got 23}.
 */
public final class IdConverters {

  private IdConverters() {}

  /** Registers the typed-id converters, and whole numbers in ASCII digits only ({@code -n ٣}). */
  public static void registerOn(CommandLine commandLine) {
    commandLine.registerConverter(CustomerId.class, strict(CustomerId::parse));
    commandLine.registerConverter(OrderId.class, strict(OrderId::parse));
    commandLine.registerConverter(ObjectId.class, strict(ObjectId::parse));
    commandLine.registerConverter(Integer.class, IdConverters::asciiInt);
    commandLine.registerConverter(int.class, IdConverters::asciiInt);
  }

  private static Integer asciiInt(String text) {
    if (!text.matches("-?[0-9]{1,9}")) {
      throw new TypeConversionException("'" + text + "' is not a whole number in the digits 0-9");
    }
    return Integer.valueOf(text);
  }

  /** Whether these converters rejected the value, whose message then needs no picocli prefix. */
  public static boolean isRejection(CommandLine.ParameterException e) {
    return e.getCause() instanceof Rejected;
  }

  private static <T> ITypeConverter<T> strict(Function<String, T> parse) {
    return text -> {
      try {
        return parse.apply(text);
      } catch (IllegalArgumentException e) {
        throw new Rejected(e.getMessage());
      }
    };
  }

  /** A value that the library's own parser rejected, with its message. */
  private static final class Rejected extends TypeConversionException {
    private static final long serialVersionUID = 1L;

    Rejected(String message) {
      super(message);
    }
  }
}
