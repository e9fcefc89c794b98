package dev.objectidkey.openapi.contract;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The application: controllers that implement the interfaces openapi-generator writes from
 * {@code openapi.yml}, with every id typed, over JPA on H2.
 */
@SpringBootApplication
public class ContractApplication {

  /**
   * Starts the application.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    SpringApplication.run(ContractApplication.class, args);
  }
}
