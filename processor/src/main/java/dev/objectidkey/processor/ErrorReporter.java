package dev.objectidkey.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic.Kind;

/**
 * Reports every {@link Message} of the processor, each on the most precise position it is given,
 * and counts the errors, so that a check can tell whether an element had any (AutoValue's
 * {@code ErrorReporter}).
 */
final class ErrorReporter {

  private final Messager messager;
  private int errorCount;

  ErrorReporter(Messager messager) {
    this.messager = messager;
  }

  /** Reports {@code message} on {@code element}. */
  void report(Element element, Message message, Object... arguments) {
    reportOnAnnotation(element, null, null, message, arguments);
  }

  /**
   * Reports {@code message} on {@code value} of {@code annotation} of {@code element}; without a
   * value on the annotation; without either on the element.
   */
  void reportOnAnnotation(
      Element element,
      AnnotationMirror annotation,
      AnnotationValue value,
      Message message,
      Object... arguments) {
    String text = message.format(arguments);
    if (annotation == null) {
      messager.printMessage(message.kind(), text, element);
    } else if (value == null) {
      messager.printMessage(message.kind(), text, element, annotation);
    } else {
      messager.printMessage(message.kind(), text, element, annotation, value);
    }
    if (message.kind() == Kind.ERROR) {
      errorCount++;
    }
  }

  /** How many errors were reported so far. */
  int errorCount() {
    return errorCount;
  }
}
