package dev.objectidkey.sample;

import dev.objectidkey.sample.cli.AddCustomerCommand;
import dev.objectidkey.sample.cli.AddOrderCommand;
import dev.objectidkey.sample.cli.DemoCommand;
import dev.objectidkey.sample.cli.GenerateCommand;
import dev.objectidkey.sample.cli.IdConverters;
import dev.objectidkey.sample.cli.InspectCommand;
import dev.objectidkey.sample.cli.ListOrdersCommand;
import dev.objectidkey.sample.cli.MongoCommands;
import dev.objectidkey.sample.cli.ServeCommand;
import dev.objectidkey.sample.cli.ShowCommand;
import dev.objectidkey.sample.support.Messages;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The {@code objectidkey-sample} command. Exit codes: 0 success, 1 failure, 2 bad usage; an error
 * is one line on stderr.
 */
@Command(
    name = "objectidkey-sample",
    // Every subcommand inherits the help options and --version.
    scope = ScopeType.INHERIT,
    mixinStandardHelpOptions = true,
    versionProvider = SampleApp.ManifestVersion.class,
    description =
        "A small shop whose customers, orders and order lines are keyed by typed,"
            + " time-ordered 12-byte ObjectIds.",
    subcommands = {
      DemoCommand.class,
      AddCustomerCommand.class,
      AddOrderCommand.class,
      ListOrdersCommand.class,
      ShowCommand.class,
      GenerateCommand.class,
      InspectCommand.class,
      ServeCommand.class,
      MongoCommands.Import.class,
      MongoCommands.Export.class,
      CommandLine.HelpCommand.class
    })
public final class SampleApp implements Runnable {

  @Spec private CommandSpec spec;

  /** Runs the command line and exits with its exit code. */
  public static void main(String[] args) {
    // The MariaDB driver prints its own "[ WARN] ..." line for a failed connection, before our one
    // line with the same reason; a command-line tool says it once.
    if (System.getProperty("mariadb.logging.disable") == null) {
      System.setProperty("mariadb.logging.disable", "true");
    }
    System.exit(commandLine().execute(args));
  }

  /** A new configured command line, for {@link #main} and for tests that run it in-process. */
  public static CommandLine commandLine() {
    CommandLine commandLine = new CommandLine(new SampleApp());
    // An argument is what was typed: "@home" is a name, never the content of a file named home.
    commandLine.setExpandAtFiles(false);
    // "show -07f1..." is a malformed id, to be named as such, not a missing parameter.
    commandLine.setUnmatchedOptionsArePositionalParams(true);
    IdConverters.registerOn(commandLine);
    commandLine.setParameterExceptionHandler(SampleApp::badUsage);
    commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> failure(e, cmd));
    return commandLine;
  }

  @Override
  public void run() {
    // The list comes from picocli's model, so a new subcommand is named here without an edit.
    List<String> commands =
        spec.subcommands().keySet().stream().filter(name -> !name.equals("help")).toList();
    throw new ParameterException(
        spec.commandLine(),
        "Missing command: choose one of " + String.join(", ", commands) + " (see --help)");
  }

  /** {@code --version}: the jar manifest's {@code Implementation-Version}, stated in the pom. */
  static final class ManifestVersion implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = SampleApp.class.getPackage().getImplementationVersion();
      return new String[] {
        "objectidkey-sample " + (version != null ? version : "(unknown: not run from the jar)")
      };
    }
  }

  /** Bad input: the one-line reason, without the usage text, and exit code 2. */
  private static int badUsage(ParameterException e, String[] args) {
    CommandLine cmd = e.getCommandLine();
    String message = IdConverters.isRejection(e) ? e.getCause().getMessage() : e.getMessage();
    cmd.getErr().println(Messages.oneLine(message));
    return cmd.getCommandSpec().exitCodeOnInvalidInput();
  }

  /** A failure while running: one line naming the cause, exit code 1. */
  private static int failure(Exception e, CommandLine cmd) {
    cmd.getErr().println("Error: " + Messages.oneLine(Messages.describe(e)));
    return cmd.getCommandSpec().exitCodeOnExecutionException();
  }
}
