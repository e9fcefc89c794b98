package dev.objectidkey.sample.cli;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.HexFormat;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code inspect <hex>}: the parts of any ObjectId, in both layouts. */
@Command(name = "inspect", mixinStandardHelpOptions = true,
    description = {
        "Decodes an ObjectId: bytes 0-3 timestamp, 4-8 random value, 9-11 counter.",
        "Also shows the legacy reading of bytes 4-8: a 3-byte machine id and a 2-byte process id."})
public final class InspectCommand implements Callable<Integer> {

  private static final HexFormat HEX = HexFormat.of();

  @Spec
  private CommandSpec spec;

  @Parameters(paramLabel = "<hex>", description = "24 hexadecimal characters, in either case.")
  private ObjectId id;

  @Override
  public Integer call() {
    byte[] bytes = id.toByteArray();
    Instant timestamp = id.getTimestamp();
    int counter = (int) unsigned(bytes, 9, 3);
    long processId = unsigned(bytes, 7, 2);
    PrintWriter out = spec.commandLine().getOut();
    out.println("ObjectId      " + id);
    out.println("timestamp     " + timestamp + " (epoch seconds " + timestamp.getEpochSecond() + ")");
    out.println("random value  " + HEX.formatHex(bytes, 4, 9));
    out.println("counter       " + counter + " (0x" + HEX.formatHex(bytes, 9, 12) + ")");
    out.println("legacy layout machine " + HEX.formatHex(bytes, 4, 7) + ", process id "
        + HEX.formatHex(bytes, 7, 9) + " (" + processId + ")");
    return 0;
  }

  /** Reads {@code length} bytes from {@code offset} as an unsigned big-endian number. */
  private static long unsigned(byte[] bytes, int offset, int length) {
    long value = 0;
    for (int i = offset; i < offset + length; i++) {
      value = (value << 8) | (bytes[i] & 0xFF);
    }
    return value;
  }
}
