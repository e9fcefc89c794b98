package dev.objectidkey.spring.data.rest;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Import;

/**
 * Applies {@link ObjectIdDataRestConfiguration} to a Spring Boot servlet application with Spring
 * Data REST, listed in {@code
 * META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}.
 *
 * <p>No ordering is needed: Spring Data REST collects every {@code BackendIdConverter} and {@code
 * RepositoryRestConfigurer} bean whenever it is declared. Leave it out with {@code
 * spring.autoconfigure.exclude=dev.objectidkey.spring.data.rest.ObjectIdDataRestAutoConfiguration}.
 */
@AutoConfiguration
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass(
    name = {
      "org.springframework.data.rest.webmvc.config.RepositoryRestConfigurer",
      "org.springframework.data.rest.webmvc.spi.BackendIdConverter"
    })
@Import(ObjectIdDataRestConfiguration.class)
public class ObjectIdDataRestAutoConfiguration {

  /** Created by Spring Boot. */
  public ObjectIdDataRestAutoConfiguration() {}
}
