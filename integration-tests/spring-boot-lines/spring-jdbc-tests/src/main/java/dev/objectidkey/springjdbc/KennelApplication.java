package dev.objectidkey.springjdbc;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The application: Boot configures the data source, {@code JdbcTemplate},
 * {@code NamedParameterJdbcTemplate}, {@code JdbcClient} and JPA, and nothing here wires anything
 * for the typed ids.
 */
@SpringBootApplication
public class KennelApplication {

  /**
   * Starts the application.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    SpringApplication.run(KennelApplication.class, args);
  }
}
