package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.shop.OrderView;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.Messages;
import dev.objectidkey.sample.support.ShopDatabase;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * A command that stores data: the {@code --jdbc-url}, {@code --user}, {@code --password} and
 * {@code --connect-timeout} options, and what every such command prints or refuses.
 */
abstract class DatabaseCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

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

  /** The shop on the chosen database, with a pool of {@code connections}; the caller closes it. */
  ShopService openShop(int connections) {
    return new ShopService(openSessionFactory(connections));
  }

  /** The shop's session factory, for the MongoDB commands, which work in batches. */
  SessionFactory openSessionFactory(int connections) {
    // ASCII digits only, as for every count here; Integer.parseInt would also take '٣'.
    int seconds = connectTimeout.matches("[0-9]{1,3}") ? Integer.parseInt(connectTimeout) : 0;
    if (seconds < 1 || seconds > 600) {
      throw badUsage(
          "Invalid value for --connect-timeout %s: expected a whole number of seconds from 1 to 600"
              .formatted(Messages.quote(connectTimeout)));
    }
    return new ShopDatabase(jdbcUrl, user, password, Duration.ofSeconds(seconds))
        .open(ShopService.persistence(), connections);
  }

  PrintWriter out() {
    return spec.commandLine().getOut();
  }

  /** Bad usage: exit code 2, and {@code message} alone on stderr. */
  ParameterException badUsage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }

  /** An order on the terminal: {@code <id>  <created, from the id>  <customer name>  <lines>}. */
  static String row(OrderView order) {
    String lines = order.lines().stream().map(LineItem::toString).collect(Collectors.joining(", "));
    return String.format(
        "%s  %s  %-14s %s", order.id(), order.createdAt(), order.customerName(), lines);
  }
}
