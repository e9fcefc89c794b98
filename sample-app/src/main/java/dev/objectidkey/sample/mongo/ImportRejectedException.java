package dev.objectidkey.sample.mongo;

/**
 * Why an import stopped before committing anything: a bad document, with the file and the line or
 * array index, or an id that cannot be imported, named. The import command reports it as bad
 * input (exit code 2).
 */
public final class ImportRejectedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message where and why, in one line
   */
  public ImportRejectedException(String message) {
    super(message);
  }

  /**
   * Creates the exception with the error that caused it.
   *
   * @param message where and why, in one line
   * @param cause the parser's or codec's error
   */
  public ImportRejectedException(String message, Throwable cause) {
    super(message, cause);
  }
}
