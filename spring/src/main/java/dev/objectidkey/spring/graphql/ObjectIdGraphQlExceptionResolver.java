package dev.objectidkey.spring.graphql;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import dev.objectidkey.spring.MalformedObjectIdException;
import graphql.GraphQLError;
import graphql.GraphqlErrorBuilder;
import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.FieldCoordinates;
import graphql.schema.GraphQLFieldsContainer;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.core.Conventions;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.graphql.execution.DataFetcherExceptionResolverAdapter;
import org.springframework.graphql.execution.ErrorType;
import org.springframework.graphql.execution.SelfDescribingDataFetcher;
import org.springframework.validation.BindException;
import org.springframework.validation.FieldError;

/**
 * Answers a malformed id in a GraphQL argument with the id's own parse message, such as {@code
 * Invalid OrderId "NOT-A-HEX-ID": expected 24 hexadecimal characters, got 12}, as a GraphQL error
 * of type {@link ErrorType#BAD_REQUEST} at the field's path and location, instead of Spring's
 * {@code INTERNAL_ERROR for <execution id>}.
 *
 * <p>Ids travel as the built-in {@code ID} type, so any string reaches the controller, and Spring
 * for GraphQL binds {@code @Argument OrderId id} through the id class's static {@code valueOf}.
 * When that parse fails, Spring's argument binder records a {@code typeMismatch} field error and
 * throws a {@link BindException}, but it drops the parse exception and its message (it keeps the
 * raw value and "Failed to convert argument value"). So this resolver finds the Java type that
 * the failing value was meant for, from the controller method's declared arguments ({@link
 * SelfDescribingDataFetcher#getArguments()}) and the binder's field path ({@code $}, {@code
 * $[0]}, {@code $.customerId}, {@code $[1].lines[0].productId}), and parses the value again with
 * that id class to get the exact message.
 *
 * <p>It resolves a {@code BindException} only when every one of its errors is such a malformed
 * id; any other binding error leaves the whole exception to the application and to Spring. It
 * also resolves a {@link MalformedObjectIdException} thrown anywhere in a data fetcher. An
 * application that handles {@code BindException} itself, with a {@code @GraphQlExceptionHandler}
 * or a resolver of its own, keeps doing so: Spring for GraphQL asks the resolvers in bean order,
 * and this one is declared after the application's beans and Boot's (see {@link
 * ObjectIdGraphQlAutoConfiguration}).
 *
 * @see ObjectIdGraphQlConfiguration
 */
public class ObjectIdGraphQlExceptionResolver extends DataFetcherExceptionResolverAdapter {

  /** Created by {@link ObjectIdGraphQlConfiguration}, or by hand for a {@code GraphQlSource}. */
  public ObjectIdGraphQlExceptionResolver() {}

  @Override
  protected List<GraphQLError> resolveToMultipleErrors(
      Throwable exception, DataFetchingEnvironment environment) {
    List<String> messages = null;
    for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
      if (cause instanceof MalformedObjectIdException malformed) {
        messages = List.of(malformed.getMessage());
        break;
      }
      if (cause instanceof BindException binding) {
        messages = malformedIds(binding, environment);
        break;
      }
    }
    if (messages == null || messages.isEmpty()) {
      return null;
    }
    List<GraphQLError> errors = new ArrayList<>(messages.size());
    for (String message : messages) {
      errors.add(
          GraphqlErrorBuilder.newError(environment)
              .errorType(ErrorType.BAD_REQUEST)
              .message(message)
              .build());
    }
    return errors;
  }

  /**
   * The parse messages of the malformed ids in a binding failure, one per field error; null when
   * any error is something else.
   */
  private static List<String> malformedIds(
      BindException binding, DataFetchingEnvironment environment) {
    Map<String, ResolvableType> arguments = declaredArguments(environment);
    if (arguments.isEmpty() || binding.hasGlobalErrors()) {
      return null;
    }
    Set<String> messages = new LinkedHashSet<>();
    for (FieldError error : binding.getFieldErrors()) {
      String message = parseMessage(error, binding.getObjectName(), arguments);
      if (message == null) {
        return null;
      }
      messages.add(message);
    }
    return new ArrayList<>(messages);
  }

  /**
   * The Java types of the arguments of the controller method behind this field, by GraphQL
   * argument name; empty for a data fetcher that does not describe itself.
   */
  private static Map<String, ResolvableType> declaredArguments(
      DataFetchingEnvironment environment) {
    if (!(environment.getParentType() instanceof GraphQLFieldsContainer parent)) {
      return Map.of();
    }
    DataFetcher<?> fetcher =
        environment
            .getGraphQLSchema()
            .getCodeRegistry()
            .getDataFetcher(
                FieldCoordinates.coordinates(parent, environment.getFieldDefinition()),
                environment.getFieldDefinition());
    return fetcher instanceof SelfDescribingDataFetcher<?> described
        ? described.getArguments()
        : Map.of();
  }

  /**
   * The parse message of the id class that a field error's value was meant for, or null when the
   * error is not a malformed id.
   */
  private static String parseMessage(
      FieldError error, String objectName, Map<String, ResolvableType> arguments) {
    if (!"typeMismatch".equals(error.getCode())
        || !(error.getRejectedValue() instanceof String value)) {
      return null;
    }
    // The binder names its result after the parameter (Conventions: OrderId -> "orderId",
    // List<OrderId> -> "orderIdList"); several parameters may share a name only if they share a
    // type, and then they share the id class too.
    Set<Class<? extends AbstractObjectId>> candidates = new LinkedHashSet<>();
    for (ResolvableType argument : arguments.values()) {
      if (argument.getSource() instanceof MethodParameter parameter
          && !objectName.equals(Conventions.getVariableNameForParameter(parameter))) {
        continue;
      }
      Class<? extends AbstractObjectId> idType = BinderPath.idTypeAt(argument, error.getField());
      if (idType != null) {
        candidates.add(idType);
      }
    }
    if (candidates.size() != 1) {
      return null;
    }
    Class<? extends AbstractObjectId> idType = candidates.iterator().next();
    if (Modifier.isAbstract(idType.getModifiers())) {
      return null;
    }
    ObjectIdFactory<? extends AbstractObjectId> factory;
    try {
      factory = ObjectIdFactory.of(idType);
    } catch (IllegalArgumentException notGenerated) {
      // A hand-written subclass without the generated factories: no parse message to give.
      return null;
    }
    try {
      factory.parse(value);
    } catch (IllegalArgumentException malformed) {
      return malformed.getMessage();
    }
    // The value parses: the binding failed for another reason, which is not ours to report.
    return null;
  }
}
