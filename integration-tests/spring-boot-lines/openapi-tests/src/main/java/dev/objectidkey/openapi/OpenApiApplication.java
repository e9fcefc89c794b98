package dev.objectidkey.openapi;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The application: springdoc on the classpath, nothing configured for typed ids. */
@SpringBootApplication
public class OpenApiApplication {

  /**
   * Starts the application.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    SpringApplication.run(OpenApiApplication.class, args);
  }
}
