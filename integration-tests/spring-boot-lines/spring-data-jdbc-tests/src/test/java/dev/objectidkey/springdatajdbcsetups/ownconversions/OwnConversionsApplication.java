package dev.objectidkey.springdatajdbcsetups.ownconversions;

import java.util.List;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;

/**
 * An application that declares its own {@code JdbcCustomConversions}, which replaces the one
 * objectidkey-spring declares, and forgets the id converters.
 */
@SpringBootConfiguration
@EnableAutoConfiguration(
    excludeName = {
      "org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration",
      "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
      "org.springframework.boot.autoconfigure.data.jpa.JpaRepositoriesAutoConfiguration",
      "org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration"
    })
public class OwnConversionsApplication {

  /**
   * Conversions without the id converters.
   *
   * @return the conversions
   */
  @Bean
  JdbcCustomConversions jdbcCustomConversions() {
    return new JdbcCustomConversions(List.of());
  }
}
