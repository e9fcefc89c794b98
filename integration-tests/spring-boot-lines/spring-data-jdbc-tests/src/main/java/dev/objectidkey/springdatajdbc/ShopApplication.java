package dev.objectidkey.springdatajdbc;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.data.jdbc.repository.config.EnableJdbcAuditing;
import org.springframework.data.relational.core.mapping.NamingStrategy;

/**
 * A Spring Data JDBC application with nothing wired for its typed ids: objectidkey-spring's
 * auto-configuration adds the converters and the id-generating callback.
 *
 * <p>Hibernate is on the classpath of every Boot test application (their parent pom adds the JPA
 * starter), so it and Spring Data JPA are excluded here, by their Boot 3.5 and Boot 4 names: this
 * application has no JPA, as a Spring Data JDBC application usually has none. Spring Data JPA's jar
 * is still there, so Spring Data assigns repositories strictly: the aggregates carry {@code @Table},
 * which makes theirs Spring Data JDBC's. Auditing is on, for {@code Customer.createdAt}.
 */
@SpringBootApplication(
    excludeName = {
      "org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration",
      "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
      "org.springframework.boot.autoconfigure.data.jpa.JpaRepositoriesAutoConfiguration",
      "org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration"
    })
@EnableJdbcAuditing
public class ShopApplication {

  /**
   * Runs the application.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    SpringApplication.run(ShopApplication.class, args);
  }

  /**
   * Prefixes every table name with {@code oik_sdj_}, so that the tables have names of their own in
   * the shared test databases, and {@code order} is not the reserved word. A name that a naming
   * strategy derives is still cased by the dialect (upper case on H2, as H2 stores unquoted names),
   * unlike an explicit {@code @Table("...")}, which Spring Data JDBC quotes as written.
   *
   * @return the naming strategy
   */
  @Bean
  NamingStrategy tableNames() {
    return new NamingStrategy() {
      @Override
      public String getTableName(Class<?> type) {
        return "oik_sdj_" + NamingStrategy.super.getTableName(type);
      }
    };
  }
}
