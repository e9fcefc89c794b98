package dev.objectidkey.jakarta.rest;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.Providers;

/**
 * Answers an {@link ObjectIdRequestException} in the application's own error format when the
 * application has one, else with 400 and a {@code text/plain} body that is the id type's message.
 *
 * <p>Jakarta REST picks the mapper of the nearest exception class, so this mapper, being the nearest
 * for {@code ObjectIdRequestException}, would otherwise hide the application's {@code
 * ExceptionMapper<Exception>}. It therefore asks the runtime for the mapper of {@code
 * BadRequestException} (which finds one registered for {@code BadRequestException}, {@code
 * ClientErrorException}, {@code WebApplicationException}, {@code RuntimeException}, {@code
 * Exception} or {@code Throwable}) and hands the exception to it when it is not this one.
 *
 * @see ObjectIdRequestException
 */
@Provider
public class ObjectIdRequestExceptionMapper implements ExceptionMapper<ObjectIdRequestException> {

  @Context private Providers providers;

  /** Creates the mapper; the Jakarta REST runtime calls this. */
  public ObjectIdRequestExceptionMapper() {}

  /**
   * Answers the exception through the application's mapper, or as {@code text/plain}.
   *
   * @param exception the malformed id's exception
   * @return the application's answer, or 400 with the id type's message
   */
  @Override
  public Response toResponse(ObjectIdRequestException exception) {
    ExceptionMapper<?> found =
        providers == null ? null : providers.getExceptionMapper(BadRequestException.class);
    if (found != null && !(found instanceof ObjectIdRequestExceptionMapper)) {
      @SuppressWarnings("unchecked") // found maps BadRequestException or one of its supertypes
      ExceptionMapper<BadRequestException> applications =
          (ExceptionMapper<BadRequestException>) found;
      Response answer = applications.toResponse(exception);
      if (answer != null) {
        return answer;
      }
    }
    return Response.status(Response.Status.BAD_REQUEST)
        .type(MediaType.TEXT_PLAIN_TYPE)
        .entity(exception.getMessage())
        .build();
  }
}
