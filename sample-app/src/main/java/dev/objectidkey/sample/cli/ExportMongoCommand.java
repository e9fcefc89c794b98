package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.mongo.ExtendedJsonFile;
import dev.objectidkey.sample.mongo.MongoExport;
import dev.objectidkey.sample.mongo.MongoImport;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hibernate.SessionFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code export-mongo --customers <file> --orders <file> [--jsonArray]}: what import-mongo reads. */
@Command(
    name = "export-mongo",
    description =
        "Exports every customer and order as mongoexport would, in canonical Extended"
            + " JSON v2, each id as {\"$oid\": \"…\"}, in creation (id) order: the files import-mongo"
            + " and mongoimport read. It never overwrites a file.")
public final class ExportMongoCommand extends DatabaseCommand {

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
