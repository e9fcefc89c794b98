package dev.objectidkey.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Import;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Applies {@link ObjectIdWebMvcConfiguration} to a Spring Boot servlet web application, listed in
 * {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}.
 *
 * <p>It uses only annotations that Boot 3.5 and Boot 4 both keep in {@code
 * spring-boot-autoconfigure}, and names no Boot web class: Boot 4 moved {@code
 * WebMvcAutoConfiguration} to another package, and no ordering is needed, since Spring MVC
 * collects every {@code WebMvcConfigurer} and {@code @ControllerAdvice} bean whenever it is
 * declared. Leave it out with {@code
 * spring.autoconfigure.exclude=dev.objectidkey.spring.ObjectIdWebMvcAutoConfiguration}.
 */
@AutoConfiguration
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass(WebMvcConfigurer.class)
@Import(ObjectIdWebMvcConfiguration.class)
public class ObjectIdWebMvcAutoConfiguration {

  /** Created by Spring Boot. */
  public ObjectIdWebMvcAutoConfiguration() {}
}
