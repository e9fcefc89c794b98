package dev.objectidkey.springdatajdbcsetups.plainspring;

import dev.objectidkey.spring.data.jdbc.ObjectIdDataJdbcConfiguration;
import dev.objectidkey.spring.data.jdbc.ObjectIdJdbcConverters;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.data.jdbc.repository.config.AbstractJdbcConfiguration;
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcOperations;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Spring Data JDBC configured by hand, as its reference documentation shows, plus the two lines
 * that objectid-key needs: the {@code @Import} and {@code userConverters()}.
 */
@Configuration(proxyBeanMethods = false)
@EnableJdbcRepositories
@Import(ObjectIdDataJdbcConfiguration.class)
public class NotesConfiguration extends AbstractJdbcConfiguration {

  /** Created by Spring. */
  public NotesConfiguration() {}

  @Override
  protected List<?> userConverters() {
    return ObjectIdJdbcConverters.converters();
  }

  /**
   * An H2 database in memory, its names in upper case as Spring Data JDBC's H2 dialect writes
   * them.
   *
   * @return the data source
   */
  @Bean
  public DataSource dataSource() {
    return new DriverManagerDataSource("jdbc:h2:mem:oik_plain_notes;DB_CLOSE_DELAY=-1");
  }

  /**
   * The JDBC operations Spring Data JDBC uses.
   *
   * @param dataSource the data source
   * @return the operations
   */
  @Bean
  public NamedParameterJdbcOperations namedParameterJdbcOperations(DataSource dataSource) {
    return new NamedParameterJdbcTemplate(dataSource);
  }

  /**
   * The transactions.
   *
   * @param dataSource the data source
   * @return the transaction manager
   */
  @Bean
  public PlatformTransactionManager transactionManager(DataSource dataSource) {
    return new DataSourceTransactionManager(dataSource);
  }
}
