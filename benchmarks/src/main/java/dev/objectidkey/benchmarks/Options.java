package dev.objectidkey.benchmarks;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The {@code --name=value} options of the benchmark mains that are not JMH runs. A misspelt or
 * unknown name, or a value of the wrong form, fails instead of being ignored, so a run never quietly
 * uses a default that was meant to be overridden.
 */
public final class Options {

  private static final String WHOLE = "a whole number, such as 100000";

  private final Map<String, String> values = new LinkedHashMap<>();

  private Options() {}

  /**
   * Reads {@code args}, given the option names this benchmark knows, without the leading dashes.
   *
   * @throws IllegalArgumentException naming the argument and the options that are known
   */
  public static Options parse(String[] args, String... names) {
    Options options = new Options();
    for (String arg : args) {
      int equals = arg.indexOf('=');
      String name = arg.startsWith("--") && equals > 2 ? arg.substring(2, equals) : null;
      if (name == null || !List.of(names).contains(name)) {
        throw new IllegalArgumentException(
            "Invalid option \""
                + arg
                + "\": expected --name=value, with a name from --"
                + String.join(", --", names));
      }
      options.values.put(name, arg.substring(equals + 1));
    }
    return options;
  }

  /** The value given, or null. */
  public String get(String name) {
    return values.get(name);
  }

  /** The value given, or {@code fallback}. */
  public String get(String name, String fallback) {
    return values.getOrDefault(name, fallback);
  }

  /** The value given; throws naming the option if there is none. */
  public String required(String name) {
    if (!values.containsKey(name)) {
      throw new IllegalArgumentException("Missing option --" + name + "=: it is required");
    }
    return values.get(name);
  }

  /** The comma-separated values given, or those of {@code fallback}, trimmed. */
  public List<String> list(String name, String fallback) {
    return Arrays.stream(get(name, fallback).split(",")).map(String::trim).toList();
  }

  public int integer(String name, int fallback) {
    return (int) whole(name, fallback);
  }

  public long whole(String name, long fallback) {
    return number(name, get(name, String.valueOf(fallback)), Long::parseLong, WHOLE);
  }

  /** The comma-separated whole numbers given, or those of {@code fallback}. */
  public int[] integers(String name, String fallback) {
    return list(name, fallback).stream()
        .mapToInt(value -> number(name, value, Long::parseLong, WHOLE).intValue())
        .toArray();
  }

  public double decimal(String name, double fallback) {
    return number(
        name,
        get(name, String.valueOf(fallback)),
        Double::parseDouble,
        "a number, such as 12 or 0.5");
  }

  /** One of {@code allowed}, the first of them by default. */
  public String choice(String name, String... allowed) {
    String value = get(name, allowed[0]);
    if (!List.of(allowed).contains(value)) {
      throw new IllegalArgumentException(
          "Invalid --" + name + "=" + value + ": expected one of " + String.join(", ", allowed));
    }
    return value;
  }

  private static <T> T number(String name, String value, Function<String, T> parser, String form) {
    try {
      return parser.apply(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "Invalid --" + name + "=" + value + ": expected " + form, e);
    }
  }
}
