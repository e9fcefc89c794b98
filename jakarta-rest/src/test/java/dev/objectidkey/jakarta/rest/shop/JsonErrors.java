package dev.objectidkey.jakarta.rest.shop;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * An application's own mapper for every exception, as many applications have: it logs the error
 * and answers {@code {"status":..,"error":".."}} as JSON.
 */
public class JsonErrors implements ExceptionMapper<Exception> {

  /** The logger this mapper writes every error to. */
  public static final Logger LOG = Logger.getLogger(JsonErrors.class.getName());

  @Override
  public Response toResponse(Exception exception) {
    int status =
        exception instanceof WebApplicationException web ? web.getResponse().getStatus() : 500;
    LOG.log(Level.WARNING, "request failed: " + exception.getMessage());
    return Response.status(status)
        .type(MediaType.APPLICATION_JSON_TYPE)
        .entity("{\"status\":" + status + ",\"error\":\"" + escape(exception.getMessage()) + "\"}")
        .build();
  }

  private static String escape(String text) {
    return text.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
