package dev.objectidkey.spring.graphql;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Everything objectidkey-spring adds to Spring for GraphQL, for an application that wires its
 * {@code GraphQlSource} from the context's beans: the {@link ObjectIdGraphQlExceptionResolver}.
 * Spring Boot imports it through {@link ObjectIdGraphQlAutoConfiguration}. Without Boot, import
 * it, or pass the resolver to {@code GraphQlSource.Builder.exceptionResolvers}.
 *
 * <p>Nothing else is needed: ids travel as the built-in {@code ID} type, which graphql-java
 * writes with {@code String.valueOf}, that is the id's lower-case hex, and Spring for GraphQL
 * binds an {@code ID} argument to {@code OrderId} through {@code OrderId.valueOf(String)}.
 */
@Configuration(proxyBeanMethods = false)
public class ObjectIdGraphQlConfiguration {

  /** Created by Spring. */
  public ObjectIdGraphQlConfiguration() {}

  /**
   * Reports malformed ids in arguments with their parse message.
   *
   * @return the resolver
   */
  @Bean
  public ObjectIdGraphQlExceptionResolver objectIdGraphQlExceptionResolver() {
    return new ObjectIdGraphQlExceptionResolver();
  }
}
