package dev.objectidkey.spring.data.jdbc;

import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.data.convert.CustomConversions.StoreConversions;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.mapping.JdbcSimpleTypes;
import org.springframework.data.jdbc.repository.config.AbstractJdbcConfiguration;
import org.springframework.data.mapping.model.SimpleTypeHolder;
import org.springframework.data.relational.core.dialect.Dialect;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcOperations;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Applies {@link ObjectIdDataJdbcConfiguration} to a Spring Boot application with Spring Data JDBC
 * repositories, and declares the {@code JdbcCustomConversions} with {@link ObjectIdJdbcConverters},
 * listed in {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}.
 *
 * <p>Boot's own Spring Data JDBC auto-configuration declares its {@code JdbcCustomConversions} only
 * when the application has none, and offers no other way to add converters; so this one runs
 * before it and declares one, with the same dialect converters and simple types Spring Data's
 * {@code AbstractJdbcConfiguration} gives it, plus ours. An application that declares its own (or
 * its own {@code AbstractJdbcConfiguration}) keeps it, and {@link ObjectIdDataJdbcConfiguration}
 * checks at boot that it includes the converters.
 *
 * <p>Its conditions are those of Boot's: Boot 3.5 and Boot 4 name that auto-configuration and the
 * JDBC ones it follows differently, so they are ordered by both names. Leave it out with {@code
 * spring.autoconfigure.exclude=dev.objectidkey.spring.data.jdbc.ObjectIdDataJdbcAutoConfiguration}.
 */
@AutoConfiguration(
    afterName = {
      "org.springframework.boot.autoconfigure.jdbc.JdbcTemplateAutoConfiguration",
      "org.springframework.boot.autoconfigure.jdbc.DataSourceTransactionManagerAutoConfiguration",
      "org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration",
      "org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration"
    },
    beforeName = {
      "org.springframework.boot.autoconfigure.data.jdbc.JdbcRepositoriesAutoConfiguration",
      "org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration"
    })
@ConditionalOnClass({NamedParameterJdbcOperations.class, AbstractJdbcConfiguration.class})
@ConditionalOnBean({NamedParameterJdbcOperations.class, PlatformTransactionManager.class})
@ConditionalOnProperty(
    name = "spring.data.jdbc.repositories.enabled",
    havingValue = "true",
    matchIfMissing = true)
@Import(ObjectIdDataJdbcConfiguration.class)
public class ObjectIdDataJdbcAutoConfiguration {

  /** Created by Spring Boot. */
  public ObjectIdDataJdbcAutoConfiguration() {}

  /**
   * Spring Data JDBC's conversions for the application's dialect, with {@link
   * ObjectIdJdbcConverters}.
   *
   * @param dialect the dialect bean that Boot's Spring Data JDBC auto-configuration declares
   * @return the conversions
   */
  @Bean
  @ConditionalOnMissingBean
  public JdbcCustomConversions jdbcCustomConversions(ObjectProvider<Dialect> dialect) {
    List<Object> converters = ObjectIdJdbcConverters.converters();
    Dialect found = dialect.getIfUnique();
    if (found == null) {
      return new JdbcCustomConversions(converters);
    }
    // What AbstractJdbcConfiguration.jdbcCustomConversions() builds, on 3.5 and 4.x alike.
    List<Object> storeConverters = new ArrayList<>(found.getConverters());
    storeConverters.addAll(JdbcCustomConversions.storeConverters());
    SimpleTypeHolder simpleTypes =
        new SimpleTypeHolder(found.simpleTypes(), JdbcSimpleTypes.HOLDER);
    return new JdbcCustomConversions(StoreConversions.of(simpleTypes, storeConverters), converters);
  }
}
