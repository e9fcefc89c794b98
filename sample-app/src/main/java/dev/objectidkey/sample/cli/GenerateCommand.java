package dev.objectidkey.sample.cli;

import dev.objectidkey.sample.tool.IdBatch;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code generate}: new ObjectIds, from this process's generator or from fixed parts. */
@Command(
    name = "generate",
    description = {
      "Prints new ObjectIds, one per line, that share one random value and count up by one.",
      "The random value is bytes 4-8; the counter, bytes 9-11, is one higher in each id.",
      "--time, --random and --counter fix the parts, to reproduce ids such as the README's."
    })
public final class GenerateCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Option(
      names = {"-n", "--count"},
      paramLabel = "<count>",
      defaultValue = "1",
      description = "How many, 1 to " + IdBatch.MAX_COUNT + " (default: ${DEFAULT-VALUE}).")
  private int count;

  @Option(
      names = "--time",
      paramLabel = "<time>",
      description =
          "The second of the ids: epoch seconds (1700000000) or an ISO-8601 instant"
              + " (2023-11-14T22:13:20Z), up to 2106-02-07T06:28:15Z (default: now).")
  private String time;

  @Option(
      names = "--random",
      paramLabel = "<hex>",
      description = "The random value, 10 hexadecimal digits (default: a random one).")
  private String random;

  @Option(
      names = "--counter",
      paramLabel = "<counter>",
      description =
          "The counter of the first id, 0 to 16777215 (default: a random one). Past"
              + " 16777215 it wraps to 0 and the next ids move to the next second.")
  private String counter;

  @Override
  public Integer call() {
    IdBatch batch;
    try {
      batch = IdBatch.parse(IdBatch.Names.OPTIONS, String.valueOf(count), time, random, counter);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    batch.generate().forEach(out::println);
    return 0;
  }
}
