package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.web.ShopServer;
import java.io.PrintWriter;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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
    CountDownLatch stop = new CountDownLatch(1);
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              stop.countDown();
              try {
                // The JVM halts when the hooks return: let the server and the database close first.
                stopped.await(10, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "objectid-tool-stop");
    PrintWriter out = out();
    try (ShopService shop = openShop(ShopServer.HANDLERS);
        ShopServer server = ShopServer.start(shop, port, System.err)) {
      Runtime.getRuntime().addShutdownHook(hook);
      out.printf(
          "Serving the ObjectId tool at %s (127.0.0.1 only). Press Ctrl+C to stop.%n",
          server.url());
      out.flush();
      stop.await();
    } finally {
      stopped.countDown();
    }
    return 0;
  }
}
