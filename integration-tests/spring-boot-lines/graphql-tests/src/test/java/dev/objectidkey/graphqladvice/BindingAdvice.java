package dev.objectidkey.graphqladvice;

import graphql.GraphQLError;
import graphql.GraphqlErrorBuilder;
import graphql.schema.DataFetchingEnvironment;
import org.springframework.graphql.data.method.annotation.GraphQlExceptionHandler;
import org.springframework.graphql.execution.ErrorType;
import org.springframework.validation.BindException;
import org.springframework.web.bind.annotation.ControllerAdvice;

/**
 * An application's own handler of binding errors, as {@code @ControllerAdvice} with a {@code
 * GraphQlExceptionHandler}. In a package of its own, so that the application's component scan
 * does not find it: only the test that imports it runs with it.
 */
@ControllerAdvice
public class BindingAdvice {

  /** What this handler answers, so that a test can tell it from objectid-key's message. */
  public static final String MESSAGE = "the application's own binding message";

  /**
   * Answers every binding error with {@link #MESSAGE}.
   *
   * @param binding the binding error
   * @param environment the field's environment
   * @return the error
   */
  @GraphQlExceptionHandler
  public GraphQLError binding(BindException binding, DataFetchingEnvironment environment) {
    return GraphqlErrorBuilder.newError(environment)
        .errorType(ErrorType.BAD_REQUEST)
        .message(MESSAGE)
        .build();
  }
}
