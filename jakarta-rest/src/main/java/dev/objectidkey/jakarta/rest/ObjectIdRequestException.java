package dev.objectidkey.jakarta.rest;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.Response;

/**
 * A malformed typed id in a request: a 400 Bad Request whose {@link #getMessage() message} is the id
 * type's own, such as {@code Invalid OrderId "not-an-id": expected 24 hexadecimal characters, got
 * 9}; also a REST Data Panache filter by a typed id, which {@link RestDataPanacheFilterGuard}
 * refuses with a message naming the fix.
 *
 * <p>Its response has no entity, so that Jakarta REST hands it to an exception mapper (Jakarta REST
 * 3.1, section 4.4: a {@code WebApplicationException} whose response has an entity is answered as
 * it is). The application's own {@code ExceptionMapper<Exception>} (or {@code <Throwable>}, or
 * {@code <WebApplicationException>}) answers it in the application's format; without one, {@link
 * ObjectIdRequestExceptionMapper} answers {@code text/plain} with the message.
 *
 * @see ObjectIdParamConverterProvider
 * @see ObjectIdRequestExceptionMapper
 */
public class ObjectIdRequestException extends BadRequestException {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception for an id that did not parse.
   *
   * @param cause the id type's {@code IllegalArgumentException}, whose message becomes this one's
   */
  public ObjectIdRequestException(IllegalArgumentException cause) {
    super(cause.getMessage(), Response.status(Response.Status.BAD_REQUEST).build(), cause);
  }

  /**
   * Creates the exception for a request that uses a typed id where it cannot work.
   *
   * @param message what is wrong and how to fix it
   */
  ObjectIdRequestException(String message) {
    super(message, Response.status(Response.Status.BAD_REQUEST).build());
  }
}
