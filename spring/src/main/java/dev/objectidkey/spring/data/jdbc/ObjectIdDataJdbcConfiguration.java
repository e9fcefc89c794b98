package dev.objectidkey.spring.data.jdbc;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;

/**
 * Registers {@link ObjectIdGeneratingCallback}, and checks at boot that Spring Data JDBC stores
 * every typed id of the known aggregates as 12 bytes and can give each new one its id.
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

  @Bean
  ObjectIdDataJdbcCheck objectIdDataJdbcCheck(RelationalMappingContext mappingContext) {
    return new ObjectIdDataJdbcCheck(mappingContext);
  }
}
