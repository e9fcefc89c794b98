package dev.objectidkey.jooq;

import java.util.List;

/**
 * Stops jOOQ's code generation: a column that should hold typed ids cannot be given an id class, or
 * the {@code {Entity}} forcedType is malformed. The message lists every problem found, one a line,
 * each naming the column or the configuration value and the fix.
 */
public final class IdMappingException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  IdMappingException(List<String> problems) {
    super(String.join("\n", problems));
  }
}
