package dev.objectidkey.ddd;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The shop: three application modules (customers, orders, payments) in the packages below this
 * one, as Spring Modulith expects them. objectidkey-spring is on the classpath; nothing is
 * configured for typed ids.
 */
@SpringBootApplication
public class DddApplication {

  /**
   * Starts the application.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    SpringApplication.run(DddApplication.class, args);
  }
}
