package dev.objectidkey.spring;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Everything objectidkey-spring adds to Spring MVC, for an application without Spring Boot:
 *
 * <pre>{@code
 * @Configuration
 * @EnableWebMvc
 * @Import(ObjectIdWebMvcConfiguration.class)
 * class WebConfig {}
 * }</pre>
 *
 * <p>It declares a {@link WebMvcConfigurer} that adds {@link ObjectIdConverters} to Spring MVC's
 * conversion service, and the {@link ObjectIdErrorAdvice}. Spring Boot imports it through {@link
 * ObjectIdWebMvcAutoConfiguration}, so a Boot application does not import it.
 */
@Configuration(proxyBeanMethods = false)
public class ObjectIdWebMvcConfiguration {

  /** Created by Spring. */
  public ObjectIdWebMvcConfiguration() {}

  /**
   * Adds the id conversions to the conversion service of Spring MVC.
   *
   * @return the configurer
   */
  @Bean
  public WebMvcConfigurer objectIdWebMvcConfigurer() {
    return new WebMvcConfigurer() {
      @Override
      public void addFormatters(FormatterRegistry registry) {
        ObjectIdConverters.register(registry);
      }
    };
  }

  /**
   * Reports malformed ids with their parse message.
   *
   * @return the advice
   */
  @Bean
  public ObjectIdErrorAdvice objectIdErrorAdvice() {
    return new ObjectIdErrorAdvice();
  }
}
