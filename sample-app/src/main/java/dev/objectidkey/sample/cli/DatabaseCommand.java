package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.support.ShopDatabase;
import java.time.Duration;
import org.hibernate.SessionFactory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --jdbc-url}, {@code --user}, {@code --password} and {@code --connect-timeout} options of
 * every command that stores data.
 */
public final class DatabaseOptions {

  @Option(
      names = "--jdbc-url",
      paramLabel = "<url>",
      description =
          "JDBC URL of the database (default: ${DEFAULT-VALUE}, created on first run)."
              + " PostgreSQL and MariaDB work too, e.g. jdbc:postgresql://127.0.0.1:5432/shop.",
      defaultValue = ShopDatabase.DEFAULT_URL)
  private String jdbcUrl;

  @Option(names = "--user", paramLabel = "<user>", description = "Database user.")
  private String user;

  @Option(names = "--password", paramLabel = "<password>", description = "Database password.")
  private String password;

  @Option(
      names = "--connect-timeout",
      paramLabel = "<seconds>",
      defaultValue = "10",
      description =
          "How long to wait for the database to answer, 1 to 600 seconds"
              + " (default: ${DEFAULT-VALUE}).")
  private String connectTimeout;

  @Spec(Spec.Target.MIXEE)
  private CommandSpec spec;

  /**
   * Opens the shop on the chosen database.
   *
   * @return the service, which the caller closes
   */
  ShopService openShop() {
    return new ShopService(openSessionFactory(1));
  }

  /**
   * Opens the shop with a pool of {@code connections}, for a command that serves several
   * requests at once.
   *
   * @param connections the pool's size
   * @return the service, which the caller closes
   */
  ShopService openShop(int connections) {
    return new ShopService(openSessionFactory(connections));
  }

  /**
   * Opens the shop's session factory, for the commands that need more than {@link ShopService}:
   * the MongoDB import and export, which work in batches.
   *
   * @param connections the pool's size
   * @return the session factory, which the caller closes
   */
  SessionFactory openSessionFactory(int connections) {
    return new ShopDatabase(jdbcUrl, user, password, connectTimeout())
        .open(ShopService.persistence(), connections);
  }

  private Duration connectTimeout() {
    // ASCII digits only, as for every count here; Integer.parseInt would also take '٣'.
    if (!connectTimeout.matches("[0-9]{1,3}")
        || Integer.parseInt(connectTimeout) < 1
        || Integer.parseInt(connectTimeout) > 600) {
      throw new ParameterException(
          spec.commandLine(),
          "Invalid value for --connect-timeout "
              + Messages.quote(connectTimeout)
              + ": expected a whole number of seconds from 1 to"
              + " 600");
    }
    return Duration.ofSeconds(Integer.parseInt(connectTimeout));
  }
}
