package dev.objectidkey.spring;

import org.springframework.beans.PropertyAccessException;
import org.springframework.validation.BindingErrorProcessor;
import org.springframework.validation.BindingResult;
import org.springframework.validation.DefaultBindingErrorProcessor;
import org.springframework.validation.FieldError;

/**
 * Records a malformed id in a form field as a {@code typeMismatch} error whose default message is
 * the id's parse message, so {@code th:errors} shows it. Spring's own default message names Java
 * types and hides the parse message; every other error goes to the processor that was there.
 */
final class ObjectIdBindingErrorProcessor extends DefaultBindingErrorProcessor {

  private final BindingErrorProcessor delegate;

  ObjectIdBindingErrorProcessor(BindingErrorProcessor delegate) {
    this.delegate = delegate;
  }

  @Override
  public void processMissingFieldError(String missingField, BindingResult bindingResult) {
    delegate.processMissingFieldError(missingField, bindingResult);
  }

  @Override
  public void processPropertyAccessException(
      PropertyAccessException ex, BindingResult bindingResult) {
    MalformedObjectIdException malformed = ObjectIdErrorAdvice.malformedIdIn(ex);
    if (malformed == null) {
      delegate.processPropertyAccessException(ex, bindingResult);
      return;
    }
    // Spring's codes and arguments (typeMismatch.owner.id, typeMismatch.id, ...), so a
    // messages.properties entry still overrides the text; only the default message is ours.
    String field = ex.getPropertyName();
    FieldError error =
        new FieldError(
            bindingResult.getObjectName(),
            field,
            ex.getValue(),
            true,
            bindingResult.resolveMessageCodes(ex.getErrorCode(), field),
            getArgumentsForBindError(bindingResult.getObjectName(), field),
            malformed.getMessage());
    error.wrap(ex);
    bindingResult.addError(error);
  }

  /** Wraps the processor already set on a binder, once. */
  static BindingErrorProcessor around(BindingErrorProcessor current) {
    return current instanceof ObjectIdBindingErrorProcessor
        ? current
        : new ObjectIdBindingErrorProcessor(current);
  }
}
