package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.mongo.ExtendedJsonFile;
import dev.objectidkey.sample.mongo.ImportRejectedException;
import dev.objectidkey.sample.mongo.MongoExport;
import dev.objectidkey.sample.mongo.MongoImport;
import dev.objectidkey.sample.support.Progress;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hibernate.SessionFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The commands that move a shop from and to MongoDB's files: see docs/mongodb.md. */
public final class MongoCommands {

  private MongoCommands() {}

  /** {@code import-mongo --customers <file> --orders <file> [--jsonArray]}: all or nothing. */
  @Command(
      name = "import-mongo",
      description = {
        "Imports customers and orders from files that mongoexport wrote (Extended JSON v2, relaxed"
            + " or canonical), keeping every _id as the customer's or order's id, so its creation"
            + " time and order too. Fields other than _id, name, customerId and lines are ignored.",
        "One transaction: a bad document (reported with its file and line), a duplicate _id, an id"
            + " already in the database or an unknown customer imports nothing (exit code 2)."
      })
  public static final class Import extends DatabaseCommand {

    @Option(
        names = "--customers",
        required = true,
        paramLabel = "<file>",
        description =
            "Customers: {\"_id\": {\"$oid\": \"…\"}, \"name\": \"Ada Lovelace\"}, one per line.")
    private Path customers;

    @Option(
        names = "--orders",
        required = true,
        paramLabel = "<file>",
        description =
            "Orders: {\"_id\": {\"$oid\": \"…\"}, \"customerId\": {\"$oid\": \"…\"},"
                + " \"lines\": [{\"product\": \"coffee\", \"quantity\": 2}]}, one per line.")
    private Path orders;

    @Option(
        names = "--jsonArray",
        description =
            "Each file is one JSON array of documents, as mongoexport --jsonArray writes it.")
    private boolean jsonArray;

    @Override
    public Integer call() {
      checkReadable("--customers", customers);
      checkReadable("--orders", orders);
      MongoImport.Counts counts;
      try (SessionFactory factory = openSessionFactory(1)) {
        counts =
            new MongoImport(factory, Progress.onTerminal(spec.commandLine().getErr()))
                .run(
                    new ExtendedJsonFile(customers, jsonArray),
                    new ExtendedJsonFile(orders, jsonArray));
      } catch (ImportRejectedException e) {
        throw new ParameterException(
            spec.commandLine(), e.getMessage() + "; nothing was imported", e);
      }
      out().printf("Imported %d customers and %d orders.%n", counts.customers(), counts.orders());
      return 0;
    }

    /** Before the database is opened: a missing file is bad usage. */
    private void checkReadable(String option, Path file) {
      if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
        throw badUsage(
            String.format(
                "Cannot read the %s file \"%s\": %s",
                option,
                file,
                Files.exists(file) ? "it is not a readable file" : "there is no such file"));
      }
    }
  }

  /** {@code export-mongo --customers <file> --orders <file> [--jsonArray]}: what import-mongo reads. */
  @Command(
      name = "export-mongo",
      description =
          "Exports every customer and order as mongoexport would, in canonical Extended"
              + " JSON v2, each id as {\"$oid\": \"…\"}, in creation (id) order: the files import-mongo"
              + " and mongoimport read. It never overwrites a file.")
  public static final class Export extends DatabaseCommand {

    @Option(
        names = "--customers",
        required = true,
        paramLabel = "<file>",
        description = "Where the customers go; the file must not exist.")
    private Path customers;

    @Option(
        names = "--orders",
        required = true,
        paramLabel = "<file>",
        description = "Where the orders go; the file must not exist.")
    private Path orders;

    @Option(names = "--jsonArray", description = "Write each file as one JSON array of documents.")
    private boolean jsonArray;

    @Override
    public Integer call() {
      checkNew("--customers", customers);
      checkNew("--orders", orders);
      if (customers.toAbsolutePath().normalize().equals(orders.toAbsolutePath().normalize())) {
        throw badUsage("--customers and --orders are both \"" + customers + "\"; give two files");
      }
      MongoImport.Counts counts;
      try (SessionFactory factory = openSessionFactory(1)) {
        counts =
            new MongoExport(factory)
                .run(
                    new ExtendedJsonFile(customers, jsonArray),
                    new ExtendedJsonFile(orders, jsonArray));
      }
      out().printf("Exported %d customers and %d orders.%n", counts.customers(), counts.orders());
      return 0;
    }

    /** Before the database is opened: an existing file is bad usage, never overwritten. */
    private void checkNew(String option, Path file) {
      if (Files.exists(file)) {
        throw badUsage(
            String.format(
                "The %s file \"%s\" exists; export-mongo never overwrites a file: remove it or"
                    + " choose another name",
                option, file));
      }
    }
  }
}
