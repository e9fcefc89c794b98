package dev.objectidkey.spring;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.InitBinder;
import org.springframework.web.context.request.WebRequest;

/**
 * Reports a malformed id in a request with the id's own parse message, such as {@code Invalid
 * OwnerId "NOT-A-HEX-ID": expected 24 hexadecimal characters, got 12}:
 *
 * <ul>
 *   <li>in a path variable, request parameter or header: a 400 whose body is a {@link
 *       ProblemDetail} ({@code application/problem+json}) with that message as its {@code detail},
 *       logged at WARN on the logger {@code dev.objectidkey.spring} without a stack trace, as Spring
 *       logs the client errors it resolves;
 *   <li>in a form field ({@code @ModelAttribute}): a {@code typeMismatch} field error whose default
 *       message is that message, so {@code th:errors="*{id}"} shows it when the controller shows
 *       the form again.
 * </ul>
 *
 * <p>Spring MVC wraps the {@link MalformedObjectIdException} of {@link ObjectIdConverters} in a
 * {@code MethodArgumentTypeMismatchException}; exception handlers match a cause when nothing
 * matches the exception itself, so this advice handles only malformed ids and leaves every other
 * type mismatch to the application and to Spring. It is ordered at {@link #ORDER}, before Spring
 * Boot's {@code ProblemDetailsExceptionHandler} (order 0) and before advice of the default
 * (lowest) order. To answer differently, handle {@link MalformedObjectIdException} in the
 * controller, or in an advice ordered before {@link #ORDER}.
 *
 * <p>Its handler methods are package-private: Spring MVC finds and calls them by their
 * annotations, and nothing else has a reason to.
 *
 * @see ObjectIdWebMvcConfiguration
 */
@ControllerAdvice
@Order(ObjectIdErrorAdvice.ORDER)
public class ObjectIdErrorAdvice {

  /** The order of this advice: early, yet leaving room for an application's own before it. */
  public static final int ORDER = -1000;

  private static final Log LOG = LogFactory.getLog("dev.objectidkey.spring");

  /** Created by {@link ObjectIdWebMvcConfiguration}. */
  public ObjectIdErrorAdvice() {}

  /**
   * Makes the binders of form objects record a malformed id with its parse message.
   *
   * @param binder the binder Spring MVC is about to use
   */
  @InitBinder
  void reportMalformedIdsInForms(WebDataBinder binder) {
    binder.setBindingErrorProcessor(
        ObjectIdBindingErrorProcessor.around(binder.getBindingErrorProcessor()));
  }

  /**
   * Answers a malformed id outside a form object with a 400 that quotes it.
   *
   * @param malformed the parse failure, found as the cause of Spring's type mismatch
   * @param request the request, named in the log line
   * @return a 400 whose body is a problem detail with the parse message
   */
  @ExceptionHandler(MalformedObjectIdException.class)
  ResponseEntity<ProblemDetail> malformedId(
      MalformedObjectIdException malformed, WebRequest request) {
    if (LOG.isWarnEnabled()) {
      LOG.warn("400 for " + request.getDescription(false) + ": " + malformed.getMessage());
    }
    ProblemDetail problem =
        ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, malformed.getMessage());
    return ResponseEntity.badRequest().body(problem);
  }

  /** The malformed id in a chain of causes, or null. */
  static MalformedObjectIdException malformedIdIn(Throwable error) {
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      if (cause instanceof MalformedObjectIdException malformed) {
        return malformed;
      }
    }
    return null;
  }
}
