package dev.objectidkey.sample.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code generate [-n <count>]}: new ObjectIds from this process's generator. */
@Command(name = "generate", mixinStandardHelpOptions = true,
    description = {
        "Prints new ObjectIds, one per line. They share this process's random value (bytes 4-8),",
        "and each counter (bytes 9-11) is one higher than the one before."})
public final class GenerateCommand implements Callable<Integer> {

  static final int MAX_COUNT = 100;

  @Spec
  private CommandSpec spec;

  @Option(names = {"-n", "--count"}, paramLabel = "<count>", defaultValue = "1",
      description = "How many, 1 to " + MAX_COUNT + " (default: ${DEFAULT-VALUE}).")
  private int count;

  @Override
  public Integer call() {
    if (count < 1 || count > MAX_COUNT) {
      throw new ParameterException(spec.commandLine(), "Invalid value for -n: expected a count from 1 to "
          + MAX_COUNT + ", got " + count);
    }
    PrintWriter out = spec.commandLine().getOut();
    for (int i = 0; i < count; i++) {
      out.println(ObjectId.generate());
    }
    return 0;
  }
}
