package dev.objectidkey.spring.graphql;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Import;

/**
 * Applies {@link ObjectIdGraphQlConfiguration} when Spring for GraphQL is on the classpath, listed
 * in {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}.
 *
 * <p>Boot's GraphQL auto-configuration hands every {@code DataFetcherExceptionResolver} bean to the
 * {@code GraphQlSource} in bean order. This one runs after Boot's, so that the resolver of the
 * application's {@code @ControllerAdvice} {@code @GraphQlExceptionHandler} methods, which Boot
 * declares, is asked first. Boot's class is named by its name in both places it has lived (Boot
 * 3.5's {@code spring-boot-autoconfigure}, Boot 4's {@code spring-boot-graphql}), so the jar loads
 * on either. Leave it out with {@code
 * spring.autoconfigure.exclude=dev.objectidkey.spring.graphql.ObjectIdGraphQlAutoConfiguration}.
 */
@AutoConfiguration(
    afterName = {
      "org.springframework.boot.autoconfigure.graphql.GraphQlAutoConfiguration",
      "org.springframework.boot.graphql.autoconfigure.GraphQlAutoConfiguration"
    })
@ConditionalOnClass(
    name = {
      "org.springframework.graphql.execution.DataFetcherExceptionResolverAdapter",
      "graphql.GraphQL"
    })
@Import(ObjectIdGraphQlConfiguration.class)
public class ObjectIdGraphQlAutoConfiguration {

  /** Created by Spring Boot. */
  public ObjectIdGraphQlAutoConfiguration() {}
}
