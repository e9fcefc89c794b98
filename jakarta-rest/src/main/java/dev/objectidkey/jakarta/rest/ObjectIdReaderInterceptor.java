package dev.objectidkey.jakarta.rest;

import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.IOException;

/**
 * Answers a malformed typed id inside a request body (such as {@code {"id":"zz"}} read by Jackson)
 * as {@link ObjectIdRequestException}, so that the client gets the id type's message, not only
 * {@code HTTP 400 Bad Request}.
 *
 * <p>The id type's {@code IllegalArgumentException} is found among the causes of what the body
 * reader threw, by the frame of the runtime's parser that threw it; anything else is passed on as
 * it is.
 *
 * @see ObjectIdRequestException
 */
@Provider
public class ObjectIdReaderInterceptor implements ReaderInterceptor {

  private static final String CODEC = "dev.objectidkey.ObjectIdCodec";

  /** Creates the interceptor; the Jakarta REST runtime calls this. */
  public ObjectIdReaderInterceptor() {}

  /**
   * Reads the body, turning a malformed id's failure into an {@link ObjectIdRequestException}.
   *
   * @param context the body reader's context
   * @return the body as read
   * @throws IOException as the body reader throws it, when no malformed id caused it
   */
  @Override
  public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
    try {
      return context.proceed();
    } catch (IOException | RuntimeException e) {
      IllegalArgumentException malformed = malformedId(e);
      if (malformed == null || e instanceof ObjectIdRequestException) {
        throw e;
      }
      throw new ObjectIdRequestException(malformed);
    }
  }

  private static IllegalArgumentException malformedId(Throwable thrown) {
    Throwable cause = thrown;
    for (int depth = 0; cause != null && depth < 20; depth++, cause = cause.getCause()) {
      if (cause instanceof IllegalArgumentException invalid) {
        for (StackTraceElement frame : invalid.getStackTrace()) {
          if (frame.getClassName().equals(CODEC)) {
            return invalid;
          }
        }
      }
    }
    return null;
  }
}
