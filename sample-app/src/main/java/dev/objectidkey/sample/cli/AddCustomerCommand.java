package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.InputChecks;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code add-customer <name>}: stores a customer and prints its new id. */
@Command(
    name = "add-customer",
    description =
        "Adds a customer and prints its new CustomerId (alone, so a script can capture it).")
public final class AddCustomerCommand extends DatabaseCommand {

  @Parameters(
      paramLabel = "<name>",
      description = "The customer's name (quote it if it has spaces).")
  private String name;

  @Override
  public Integer call() {
    if (name.isBlank()) {
      throw badUsage("Invalid customer name: it is empty");
    }
    String checked;
    try {
      checked = InputChecks.text("Invalid customer name: it", name.strip());
    } catch (IllegalArgumentException e) {
      throw badUsage(e.getMessage());
    }
    try (ShopService shop = openShop(1)) {
      out().println(shop.addCustomer(checked));
    }
    return 0;
  }
}
