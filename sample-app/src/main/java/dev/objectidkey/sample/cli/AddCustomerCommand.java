package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.InputChecks;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code add-customer <name>}: stores a customer and prints its new id. */
@Command(
    name = "add-customer",
    mixinStandardHelpOptions = true,
    description =
        "Adds a customer and prints its new CustomerId (alone, so a script can capture it).")
public final class AddCustomerCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Mixin private DatabaseOptions database;

  @Parameters(
      paramLabel = "<name>",
      description = "The customer's name (quote it if it has spaces).")
  private String name;

  @Override
  public Integer call() {
    if (name.isBlank()) {
      throw new ParameterException(spec.commandLine(), "Invalid customer name: it is empty");
    }
    String checked;
    try {
      checked = InputChecks.text("Invalid customer name: it", name.strip());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    try (ShopService shop = database.openShop()) {
      CustomerId id = shop.addCustomer(checked);
      spec.commandLine().getOut().println(id);
    }
    return 0;
  }
}
