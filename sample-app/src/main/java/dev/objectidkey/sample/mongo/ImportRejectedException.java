package dev.objectidkey.sample.mongo;

/**
 * Why an import stopped before committing anything, in one line: a bad document, with the file and
 * the line or array index, or an id that cannot be imported, named. The import command reports it
 * as bad input (exit code 2).
 */
public final class ImportRejectedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ImportRejectedException(String message) {
    super(message);
  }

  public ImportRejectedException(String message, Throwable cause) {
    super(message, cause);
  }
}
