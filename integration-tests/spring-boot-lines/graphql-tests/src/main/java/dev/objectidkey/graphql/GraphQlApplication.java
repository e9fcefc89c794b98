package dev.objectidkey.graphql;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The application: objectidkey-spring on the classpath, nothing configured for typed ids. */
@SpringBootApplication
public class GraphQlApplication {

  /**
   * Starts the application.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    SpringApplication.run(GraphQlApplication.class, args);
  }
}
