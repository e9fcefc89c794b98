package dev.objectidkey.springtests.clinic;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * The clinic. Its settings are in {@code application-clinic.properties}, under the profile {@value
 * #PROFILE}, because it shares this module's {@code application.properties} with the shop.
 * Nothing in it configures typed ids: objectidkey-spring's auto-configuration does.
 */
@SpringBootApplication
public class ClinicApplication {

  /** The profile that selects the clinic's database and seed data. */
  public static final String PROFILE = "clinic";

  /**
   * Starts the clinic.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    new SpringApplicationBuilder(ClinicApplication.class).profiles(PROFILE).run(args);
  }
}
