package dev.objectidkey.spring.data.jdbc;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;

/**
 * Registers {@link ObjectIdGeneratingCallback}, checks at boot that Spring Data JDBC stores every
 * typed id of the known aggregates as 12 bytes and can give each new one its id, and makes a
 * {@code save} that stored nothing throw ({@link ObjectIdUpdateCheck}).
 *
 * <p>Spring Boot applications need nothing: {@link ObjectIdDataJdbcAutoConfiguration} imports it.
 * Without Boot, import it beside the Spring Data JDBC configuration, which returns the converters
 * from {@code userConverters()}:
 *
 * <pre>{@code
 * @Configuration
 * @EnableJdbcRepositories
 * @Import(ObjectIdDataJdbcConfiguration.class)
 * class JdbcConfig extends AbstractJdbcConfiguration {
 *   @Override
 *   protected List<?> userConverters() {
 *     return ObjectIdJdbcConverters.converters();
 *   }
 * }
 * }</pre>
 *
 * <p>If the converters are missing, the boot stops with a message that says where to add them.
 */
@Configuration(proxyBeanMethods = false)
public class ObjectIdDataJdbcConfiguration {

  /** Created by Spring. */
  public ObjectIdDataJdbcConfiguration() {}

  /**
   * The callback that generates a new aggregate's typed id.
   *
   * @param mappingContext Spring Data JDBC's mapping context
   * @return the callback
   */
  @Bean
  public ObjectIdGeneratingCallback objectIdGeneratingCallback(
      RelationalMappingContext mappingContext) {
    return new ObjectIdGeneratingCallback(mappingContext);
  }

  /**
   * The check that a {@code save} of a typed-id aggregate stored something; off with {@code
   * objectidkey.data-jdbc.check-updates=false}. Static, as a post-processor's factory method must
   * be, so that it runs before the data access strategy is made.
   */
  @Bean
  static BeanPostProcessor objectIdUpdateCheck(
      Environment environment, ObjectProvider<RelationalMappingContext> mappingContext) {
    boolean enabled = environment.getProperty(ObjectIdUpdateCheck.PROPERTY, Boolean.class, true);
    return enabled ? new ObjectIdUpdateCheck(mappingContext) : new BeanPostProcessor() {};
  }

  @Bean
  ObjectIdDataJdbcCheck objectIdDataJdbcCheck(RelationalMappingContext mappingContext) {
    return new ObjectIdDataJdbcCheck(mappingContext);
  }
}
