package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.tool.IdParts;
import dev.objectidkey.sample.tool.ObjectId;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code inspect <hex>}: the parts of any ObjectId, in both layouts. */
@Command(
    name = "inspect",
    description = {
      "Decodes an ObjectId: bytes 0-3 timestamp, 4-8 random value, 9-11 counter.",
      "Also shows the legacy reading of bytes 4-8: a 3-byte machine id and a 2-byte process id."
    })
public final class InspectCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Parameters(paramLabel = "<hex>", description = "24 hexadecimal characters, in either case.")
  private ObjectId id;

  @Override
  public Integer call() {
    IdParts parts = IdParts.of(id);
    PrintWriter out = spec.commandLine().getOut();
    out.printf("ObjectId      %s%n", id);
    Instant time = parts.timestamp();
    out.printf("timestamp     %s (epoch seconds %s)%n", time, time.getEpochSecond());
    out.printf("random value  %s%n", parts.random());
    out.printf("counter       %s (0x%s)%n", parts.counter(), parts.counterHex());
    out.printf(
        "legacy layout machine %s, process id %s (%s)%n",
        parts.machine(), parts.processHex(), parts.processId());
    return 0;
  }
}
