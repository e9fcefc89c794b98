package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.web.ShopServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code serve [--port <port>]}: the ObjectId tool as a web page, until the process is stopped. */
@Command(
    name = "serve",
    description = {
      "Serves the ObjectId tool, a web page, on http://127.0.0.1:<port>/ until stopped.",
      "It generates and decodes ids and lists the shop's orders by a time range on the id.",
      "It listens on 127.0.0.1 only, so only this machine reaches it. Stop it with Ctrl+C."
    })
public final class ServeCommand extends DatabaseCommand {

  @Option(
      names = "--port",
      paramLabel = "<port>",
      defaultValue = "8080",
      description = "The port, 1 to 65535, or 0 for any free one (default: ${DEFAULT-VALUE}).")
  private int port;

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      throw badUsage("Invalid value for --port: expected a port from 0 to 65535, got " + port);
    }
    ShopService shop = openShop(ShopServer.HANDLERS);
    ShopServer server;
    try {
      server = ShopServer.start(shop, port, System.err);
    } catch (RuntimeException e) {
      shop.close();
      throw e;
    }
    // Ctrl+C or SIGTERM runs the hooks before the JVM halts: the server and the database close.
    Thread stop =
        new Thread(
            () -> {
              server.close();
              shop.close();
            },
            "objectid-tool-stop");
    Runtime.getRuntime().addShutdownHook(stop);
    out()
        .printf(
            "Serving the ObjectId tool at %s (127.0.0.1 only). Press Ctrl+C to stop.%n",
            server.url());
    out().flush();
    Thread.currentThread().join(); // until the process is stopped
    return 0;
  }
}
