package dev.objectidkey.springtests.shop;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The application: nothing to configure for typed ids beyond the two dependencies. */
@SpringBootApplication
public class ShopApplication {

  /**
   * Starts the application.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    SpringApplication.run(ShopApplication.class, args);
  }
}
