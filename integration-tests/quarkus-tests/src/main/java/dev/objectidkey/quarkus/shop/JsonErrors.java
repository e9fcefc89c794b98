package dev.objectidkey.quarkus.shop;

import io.quarkus.arc.properties.IfBuildProperty;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import org.jboss.logging.Logger;

/**
 * The application's one error format, as many applications write it: every exception is logged and
 * answered as JSON {@code {"status":400,"error":"..."}}, malformed ids included.
 *
 * <p>Built only with {@code shop.errors=json} (the {@code JsonErrorsProfile} of the tests), so that
 * the other tests see the answer of an application without a mapper of its own.
 */
@Provider
@IfBuildProperty(name = "shop.errors", stringValue = "json")
public class JsonErrors implements ExceptionMapper<Exception> {

  private static final Logger LOG = Logger.getLogger(JsonErrors.class);

  /** Creates the mapper; Quarkus REST calls this. */
  public JsonErrors() {}

  /**
   * Logs the exception and answers it as JSON.
   *
   * @param exception what the request failed with
   * @return its status (500 for an exception without one) and its message, as JSON
   */
  @Override
  public Response toResponse(Exception exception) {
    int status =
        exception instanceof WebApplicationException web ? web.getResponse().getStatus() : 500;
    LOG.warnf("request failed with %d: %s", status, exception.getMessage());
    return Response.status(status)
        .type(MediaType.APPLICATION_JSON_TYPE)
        .entity(new Body(status, exception.getMessage()))
        .build();
  }

  /**
   * The JSON of an error.
   *
   * @param status the HTTP status
   * @param error the exception's message
   */
  public record Body(int status, String error) {}
}
