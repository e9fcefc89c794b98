package dev.objectidkey.spring;

import dev.objectidkey.AbstractObjectId;

/**
 * A request value that should be a typed id but is not 24 hex digits. Its message is the id
 * class's own parse message, such as {@code Invalid OwnerId "NOT-A-HEX-ID": expected 24
 * hexadecimal characters, got 12}, which is safe to show the client: it quotes only what the
 * client sent, cut to 64 characters.
 *
 * <p>Spring wraps it in a {@code TypeMismatchException}; {@link ObjectIdErrorAdvice} finds it as
 * the cause and answers with its message. Handle this type in a controller's own
 * {@code @ExceptionHandler} to answer differently.
 *
 * @see ObjectIdConverters
 */
public class MalformedObjectIdException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** The id class the value was meant for. */
  private final Class<? extends AbstractObjectId> idType;

  /**
   * Wraps the parse failure of a value.
   *
   * @param idType the id class the value was meant for
   * @param cause what the id class's {@code parse} threw; its message becomes this one
   */
  public MalformedObjectIdException(
      Class<? extends AbstractObjectId> idType, IllegalArgumentException cause) {
    super(cause.getMessage(), cause);
    this.idType = idType;
  }

  /**
   * The id class the value was meant for.
   *
   * @return the id class, such as {@code OwnerId.class}
   */
  public Class<? extends AbstractObjectId> getIdType() {
    return idType;
  }
}
