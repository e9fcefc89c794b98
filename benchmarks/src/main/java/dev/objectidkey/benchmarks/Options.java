package dev.objectidkey.benchmarks;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The {@code --name=value} options of the benchmark mains that are not JMH runs. */
public final class Options {

  private Options() {}

  /**
   * Reads {@code args}; a misspelt or unknown name fails instead of being ignored, so a run never
   * quietly uses a default that was meant to be overridden.
   *
   * @param args the command-line arguments
   * @param names the option names this benchmark knows, without the leading dashes
   * @return the options given, by name
   * @throws IllegalArgumentException naming the argument and the options that are known
   */
  public static Map<String, String> parse(String[] args, String... names) {
    List<String> known = List.of(names);
    Map<String, String> options = new LinkedHashMap<>();
    for (String arg : args) {
      int equals = arg.indexOf('=');
      String name = arg.startsWith("--") && equals > 2 ? arg.substring(2, equals) : null;
      if (name == null || !known.contains(name)) {
        throw new IllegalArgumentException(
            "Invalid option \""
                + arg
                + "\": expected --name=value, with a name from --"
                + String.join(", --", names));
      }
      options.put(name, arg.substring(equals + 1));
    }
    return options;
  }
}
