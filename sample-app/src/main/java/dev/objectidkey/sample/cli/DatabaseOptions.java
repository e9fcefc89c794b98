package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.shop.ShopDatabase;
import dev.objectidkey.sample.shop.ShopService;
import picocli.CommandLine.Option;

/** The {@code --jdbc-url}, {@code --user} and {@code --password} options of every command that stores data. */
public final class DatabaseOptions {

  @Option(names = "--jdbc-url", paramLabel = "<url>",
      description = "JDBC URL of the database (default: ${DEFAULT-VALUE}, created on first run)."
          + " PostgreSQL and MariaDB work too, e.g. jdbc:postgresql://127.0.0.1:5432/shop.",
      defaultValue = ShopDatabase.DEFAULT_URL)
  private String jdbcUrl;

  @Option(names = "--user", paramLabel = "<user>", description = "Database user.")
  private String user;

  @Option(names = "--password", paramLabel = "<password>", description = "Database password.")
  private String password;

  /**
   * Opens the shop on the chosen database.
   *
   * @return the service, which the caller closes
   */
  ShopService openShop() {
    return new ShopService(shopDatabase());
  }

  /**
   * The chosen database, for the commands that need more than {@link ShopService}: the MongoDB
   * import and export, which work in batches.
   *
   * @return the database, not yet opened
   */
  ShopDatabase shopDatabase() {
    return new ShopDatabase(jdbcUrl, user, password);
  }
}
