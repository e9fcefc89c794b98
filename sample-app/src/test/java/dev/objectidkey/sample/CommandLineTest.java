package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.sample.support.Messages;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** The commands that need no database, and the bad-usage paths that stop before opening one. */
class CommandLineTest {

  @Test
  void generatePrintsIdsSharingOneRandomValueWithConsecutiveCounters() {
    CliResult result = CliResult.run("generate", "-n", "5");

    assertEquals(0, result.exitCode(), result::toString);
    List<String> ids = result.outLines();
    assertEquals(5, ids.size(), result::toString);
    for (int i = 0; i < ids.size(); i++) {
      assertTrue(ObjectIdCodec.isValid(ids.get(i)), ids.get(i));
      assertEquals(
          ids.get(0).substring(8, 18), ids.get(i).substring(8, 18), "random value of " + i);
      if (i > 0) {
        int previous = HexFormat.fromHexDigits(ids.get(i - 1).substring(18));
        int counter = HexFormat.fromHexDigits(ids.get(i).substring(18));
        assertEquals((previous + 1) & 0xFF_FFFF, counter, "counter of " + i);
      }
    }
  }

  @Test
  void generatePrintsOneIdByDefault() {
    CliResult result = CliResult.run("generate");

    assertEquals(0, result.exitCode(), result::toString);
    assertEquals(1, result.outLines().size(), result::toString);
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "101", "-3"})
  void generateRejectsCountOutsideOneToHundred(String count) {
    CliResult result = CliResult.run("generate", "-n", count);

    result.assertBadUsage("Invalid value for -n: expected a count from 1 to 100, got " + count);
    assertEquals("", result.out());
  }

  @Test
  void inspectDecodesEveryPartInBothLayouts() {
    CliResult result = CliResult.run("inspect", "507F1F77BCF86CD799439011");

    result.assertPrinted(
        "ObjectId      507f1f77bcf86cd799439011",
        "timestamp     2012-10-17T21:13:27Z (epoch seconds 1350508407)",
        "random value  bcf86cd799",
        "counter       4427793 (0x439011)",
        "legacy layout machine bcf86c, process id d799 (55193)");
  }

  @Test
  void inspectRejectsTwentyThreeCharactersWithOneLine() {
    CliResult result = CliResult.run("inspect", "507f1f77bcf86cd79943901");

    result.assertBadUsage(
        "Invalid ObjectId \"507f1f77bcf86cd79943901\": expected 24 hexadecimal"
            + " characters, got 23");
  }

  @Test
  void anArgumentStartingWithAtIsTakenAsTypedNotAsAFileToRead(@TempDir Path dir)
      throws IOException {
    Path file = Files.writeString(dir.resolve("id"), "507f1f77bcf86cd799439011");
    CliResult result = CliResult.run("inspect", "@" + file);

    result.assertBadUsage(
        "Invalid ObjectId \"@"
            + file
            + "\": expected 24 hexadecimal"
            + " characters, got "
            + (file.toString().length() + 1));
  }

  @Test
  void inspectNamesTheFirstCharacterThatIsNotHex() {
    CliResult result = CliResult.run("inspect", "507f1f77bcf86cd79943901g");

    assertEquals(2, result.exitCode(), result::toString);
    assertEquals(1, result.errLines().size(), result::toString);
    assertTrue(result.err().contains("got 'g' (U+0067) at index 23"), result::toString);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "demo",
        "add-customer",
        "add-order",
        "list-orders",
        "show",
        "generate",
        "inspect",
        "serve"
      })
  void everyCommandPrintsItsHelp(String command) {
    CliResult result = CliResult.run(command, "--help");

    assertEquals(0, result.exitCode(), result::toString);
    assertTrue(result.out().startsWith("Usage: objectidkey-sample " + command), result::toString);
  }

  @Test
  void noCommandIsBadUsageWithOneLine() {
    CliResult result = CliResult.run();

    assertEquals(2, result.exitCode(), result::toString);
    assertEquals(1, result.errLines().size(), result::toString);
    // Every registered subcommand, from picocli's model, in the order --help lists them.
    List<String> commands =
        SampleApp.commandLine().getSubcommands().keySet().stream()
            .filter(name -> !name.equals("help"))
            .toList();
    assertTrue(
        commands.containsAll(List.of("demo", "add-customer", "generate", "serve")),
        commands::toString);
    assertEquals(
        List.of("Missing command: choose one of " + String.join(", ", commands) + " (see --help)"),
        result.errLines());
  }

  @Test
  void unknownCommandIsBadUsage() {
    CliResult result = CliResult.run("delete-everything");

    assertEquals(2, result.exitCode(), result::toString);
    assertEquals(1, result.errLines().size(), result::toString);
  }

  @Test
  void malformedIdsAreBadUsageNamingTheirType() {
    CliResult show = CliResult.run("show", "not-an-id");
    CliResult addOrder = CliResult.run("add-order", "--customer", "507f1f77bcf86cd79943901", "tea");

    assertAll(
        () ->
            show.assertBadUsage(
                "Invalid OrderId \"not-an-id\": expected 24 hexadecimal characters, got 9"),
        () ->
            addOrder.assertBadUsage(
                "Invalid CustomerId \"507f1f77bcf86cd79943901\": expected 24"
                    + " hexadecimal characters, got 23"));
  }

  @Test
  void malformedOrderLineIsBadUsage() {
    CliResult result =
        CliResult.run("add-order", "--customer", "507f1f77bcf86cd799439011", "tea=two");

    result.assertBadUsage(
        "Invalid order line \"tea=two\": expected product=quantity with a whole"
            + " number, such as coffee=2");
  }

  @ParameterizedTest
  @ValueSource(strings = {"yesterday", "PT-1H", "2024-05-01"})
  void listOrdersRejectsSinceThatIsNeitherDurationNorInstant(String since) {
    CliResult result = CliResult.run("list-orders", "--since", since);

    assertEquals(2, result.exitCode(), result::toString);
    assertEquals(1, result.errLines().size(), result::toString);
    assertTrue(
        result
            .err()
            .startsWith(
                "Invalid value for --since \""
                    + since
                    + "\": expected an"
                    + " ISO-8601 duration such as PT1H"),
        result::toString);
  }

  @Test
  void listOrdersRejectsSinceAfterTheLastSecondAnIdCanHoldBeforeOpeningTheDatabase(
      @TempDir Path dir) {
    String url = "jdbc:h2:file:" + dir.resolve("never") + ";IFEXISTS=FALSE";
    CliResult result =
        CliResult.run("list-orders", "--since", "2106-02-07T06:28:16Z", "--jdbc-url", url);

    result.assertBadUsage(
        "Invalid value for --since \"2106-02-07T06:28:16Z\": it is after"
            + " 2106-02-07T06:28:15Z, the last second an ObjectId can hold");
    assertEquals(0, dir.toFile().list().length, "the database was not created");
  }

  @Test
  void countsAndQuantitiesTakeAsciiDigitsOnly() {
    CliResult generate = CliResult.run("generate", "-n", "\u0663");
    CliResult addOrder =
        CliResult.run("add-order", "--customer", "507f1f77bcf86cd799439011", "coffee=\uFF15");

    assertAll(
        () ->
            generate.assertBadUsage(
                "Invalid value for option '--count': '\u0663' is not a whole"
                    + " number in the digits 0-9"),
        () ->
            addOrder.assertBadUsage(
                "Invalid order line \"coffee=\uFF15\": expected"
                    + " product=quantity with a whole number, such as coffee=2"));
  }

  @Test
  void aPositionalValueStartingWithMinusIsNamedNotTakenForAnOption() {
    CliResult result = CliResult.run("show", "-07f1f77bcf86cd799439011");

    result.assertBadUsage(
        "Invalid OrderId \"-07f1f77bcf86cd799439011\": expected 24 hexadecimal"
            + " characters (0-9, a-f, A-F), got the sign '-' at index 0");
  }

  @Test
  void namesAndProductsOverTheColumnLengthAreBadUsageBeforeAnythingIsWritten(@TempDir Path dir) {
    String url = "jdbc:h2:file:" + dir.resolve("never");
    CliResult customer = CliResult.run("add-customer", "x".repeat(300), "--jdbc-url", url);
    CliResult order =
        CliResult.run(
            "add-order",
            "--customer",
            "507f1f77bcf86cd799439011",
            "y".repeat(256) + "=2",
            "--jdbc-url",
            url);

    assertAll(
        () -> customer.assertBadUsage("Invalid customer name: it is 300 characters; at most 255"),
        () ->
            order.assertBadUsage("Invalid order line: the product is 256 characters; at most 255"),
        () -> assertEquals(0, dir.toFile().list().length, "no database was created"));
  }

  @Test
  void aNameOf128EmojiIsBadUsageOnEveryDatabaseNotAnSqlError(@TempDir Path dir) {
    // 128 code points pass a 255-character check, but H2's VARCHAR(255) counts UTF-16 units.
    String url = "jdbc:h2:file:" + dir.resolve("never");
    CliResult customer =
        CliResult.run("add-customer", "\uD83D\uDE00".repeat(128), "--jdbc-url", url);

    customer.assertBadUsage(
        "Invalid customer name: it is 128 characters, 256 UTF-16 units (an emoji is 2, and H2"
            + " counts those); at most 255");
    assertEquals(0, dir.toFile().list().length, "no database was created");
  }

  @Test
  void controlCharactersInNamesAndProductsAreBadUsageBeforeAnythingIsWritten(@TempDir Path dir) {
    String url = "jdbc:h2:file:" + dir.resolve("never");
    CliResult escape = CliResult.run("add-customer", "Bob\u001b[2J", "--jdbc-url", url);
    CliResult bidi =
        CliResult.run(
            "add-order",
            "--customer",
            "507f1f77bcf86cd799439011",
            "tea\u202eeeffoc=1",
            "--jdbc-url",
            url);

    assertAll(
        () ->
            escape.assertBadUsage(
                "Invalid customer name: it holds the control character U+001B"
                    + " at index 3; write it without control or formatting characters"),
        () ->
            bidi.assertBadUsage(
                "Invalid order line: the product holds the control"
                    + " character U+202E at index 3; write it without control or formatting characters"),
        () -> assertEquals(0, dir.toFile().list().length, "no database was created"));
  }

  @Test
  void aBadOrderLineAfterAGoodOneGetsItsOwnReason(@TempDir Path dir) {
    String url = "jdbc:h2:file:" + dir.resolve("never");
    CliResult zero =
        CliResult.run(
            "add-order",
            "--customer",
            "507f1f77bcf86cd799439011",
            "coffee=1",
            "tea=0",
            "--jdbc-url",
            url);
    CliResult word =
        CliResult.run(
            "add-order",
            "--customer",
            "507f1f77bcf86cd799439011",
            "coffee=1",
            "tea=x",
            "--jdbc-url",
            url);

    assertAll(
        () ->
            zero.assertBadUsage(
                "Invalid order line for \"tea\": expected a quantity of at least 1, got 0"),
        () ->
            word.assertBadUsage(
                "Invalid order line \"tea=x\": expected product=quantity with"
                    + " a whole number, such as coffee=2"),
        () -> assertEquals(0, dir.toFile().list().length, "no database was created"));
  }

  @Test
  void aHugeArgumentIsCutInTheMessageNotEchoedInFull() {
    String huge = "x".repeat(1_000_000);
    CliResult since = CliResult.run("list-orders", "--since", huge);
    CliResult line =
        CliResult.run("add-order", "--customer", "507f1f77bcf86cd799439011", "coffee=" + huge);
    CliResult count = CliResult.run("generate", "-n", huge); // picocli's own message

    assertAll(
        () ->
            since.assertBadUsage(
                "Invalid value for --since \""
                    + "x".repeat(64)
                    + "\"... (1000000"
                    + " characters): expected an ISO-8601 duration such as PT1H or P2D, or an instant such"
                    + " as 2024-05-01T09:00:00Z"),
        () -> assertEquals(2, line.exitCode(), line::toString),
        () ->
            assertTrue(
                line.err()
                    .startsWith(
                        "Invalid order line \"coffee="
                            + "x".repeat(57)
                            + "\"... (1000007 characters): expected product=quantity"),
                line::toString),
        () -> assertEquals(2, count.exitCode(), count::toString),
        () -> assertEquals(1, count.errLines().size(), count::toString),
        () -> assertTrue(count.err().length() <= Messages.MESSAGE_LIMIT + 40, count::toString),
        () -> assertTrue(count.err().contains("characters cut"), count::toString));
  }

  @Test
  void aCutMessageKeepsItsStartAndEndAndNeverSplitsASurrogatePair() {
    String emoji = "\uD83D\uDE00";
    String message = "Invalid thing '" + emoji.repeat(300) + "': expected a short one";
    String cut = Messages.oneLine(message);
    assertTrue(cut.startsWith("Invalid thing '"), cut);
    assertTrue(cut.endsWith(emoji + "': expected a short one"), cut);
    assertTrue(cut.length() <= Messages.MESSAGE_LIMIT + 40, cut);
    cut.codePoints()
        .forEach(
            codePoint ->
                assertTrue(
                    !Character.isSurrogate((char) codePoint) || codePoint > Character.MAX_VALUE,
                    () -> "a lone surrogate in " + cut));
    assertEquals("short, on one line", Messages.oneLine("  short,\n  on one line "));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jdbc:postgresql://127.0.0.1:%d/shop",
        "jdbc:h2:tcp://127.0.0.1:%d/shop",
        "jdbc:mariadb://127.0.0.1:%d/shop"
      })
  void anEndpointThatAcceptsButNeverAnswersFailsWithOneLineInsteadOfHanging(String url)
      throws IOException {
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      List<Socket> accepted = new CopyOnWriteArrayList<>();
      Thread acceptor =
          new Thread(
              () -> {
                try {
                  while (true) {
                    accepted.add(silent.accept()); // and never write a byte
                  }
                } catch (IOException closed) {
                  // the test is over
                }
              });
      acceptor.setDaemon(true);
      acceptor.start();
      String jdbcUrl = url.formatted(silent.getLocalPort());

      long start = System.nanoTime();
      CliResult result =
          CliResult.run("list-orders", "--jdbc-url", jdbcUrl, "--connect-timeout", "2");
      Duration took = Duration.ofNanos(System.nanoTime() - start);

      assertEquals(1, result.exitCode(), result::toString);
      assertEquals(1, result.errLines().size(), result::toString);
      assertTrue(
          result
              .err()
              .startsWith(
                  "Error: no answer from "
                      + jdbcUrl
                      + " within 2 s; check"
                      + " that the database server is up"),
          result::toString);
      assertTrue(took.compareTo(Duration.ofSeconds(20)) < 0, "took " + took);
      assertTrue(!accepted.isEmpty(), "the command never connected");
      for (Socket socket : accepted) {
        socket.close();
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "601", "ten", "\u0663"})
  void connectTimeoutTakesOneToSixHundredAsciiSeconds(String seconds) {
    CliResult result = CliResult.run("list-orders", "--connect-timeout", seconds);

    result.assertBadUsage(
        "Invalid value for --connect-timeout "
            + Messages.quote(seconds)
            + ": expected a whole number of seconds from 1 to 600");
  }

  @Test
  void generateWithFixedPartsPrintsTheWorkedExample() {
    CliResult epoch =
        CliResult.run(
            "generate",
            "-n",
            "2",
            "--time",
            "1700000000",
            "--random",
            "3f2a91c8d4",
            "--counter",
            "12345");
    CliResult iso =
        CliResult.run(
            "generate",
            "-n",
            "2",
            "--time",
            "2023-11-14T23:13:20+01:00",
            "--random",
            "3F2A91C8D4",
            "--counter",
            "12345");

    List<String> workedExample = List.of("6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a");
    assertAll(
        () -> assertEquals(0, epoch.exitCode(), epoch::toString),
        () -> assertEquals(workedExample, epoch.outLines()),
        () -> assertEquals("", epoch.err()),
        () -> assertEquals(0, iso.exitCode(), iso::toString),
        () -> assertEquals(workedExample, iso.outLines()));
  }

  @Test
  void generateWithOnlyARandomValueKeepsItAndCountsUpFromTheClock() {
    long before = System.currentTimeMillis() / 1000;
    CliResult result = CliResult.run("generate", "-n", "3", "--random", "00000000ff");
    long after = System.currentTimeMillis() / 1000;

    assertEquals(0, result.exitCode(), result::toString);
    List<String> ids = result.outLines();
    assertEquals(3, ids.size(), result::toString);
    int first = HexFormat.fromHexDigits(ids.get(0).substring(18));
    for (int i = 0; i < ids.size(); i++) {
      long seconds = HexFormat.fromHexDigitsToLong(ids.get(i).substring(0, 8));
      assertTrue(seconds >= before && seconds <= after + 1, ids.get(i));
      assertEquals("00000000ff", ids.get(i).substring(8, 18), ids.get(i));
      assertEquals((first + i) & 0xFF_FFFF, HexFormat.fromHexDigits(ids.get(i).substring(18)));
    }
  }

  @Test
  void aFixedCounterPastTheLastValueWrapsAndCarriesIntoTheNextSecondAsTheGeneratorDoes() {
    CliResult result =
        CliResult.run(
            "generate",
            "-n",
            "2",
            "--time",
            "1700000000",
            "--random",
            "3f2a91c8d4",
            "--counter",
            "16777215");

    result.assertPrinted("6553f1003f2a91c8d4ffffff", "6553f1013f2a91c8d4000000");
  }

  @Test
  void generateReachesTheLastSecondAnIdCanHold() {
    CliResult result =
        CliResult.run(
            "generate",
            "-n",
            "2",
            "--time",
            "2106-02-07T06:28:15Z",
            "--random",
            "ffffffffff",
            "--counter",
            "16777214");

    result.assertPrinted("fffffffffffffffffffffffe", "ffffffffffffffffffffffff");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      --random  | 3f2a91c8d   | Invalid value for --random "3f2a91c8d": expected 10 hexadecimal digits (0-9, a-f, A-F), the 5-byte random value, got 9 characters
      --random  | 3f2a91c8d4e | Invalid value for --random "3f2a91c8d4e": expected 10 hexadecimal digits (0-9, a-f, A-F), the 5-byte random value, got 11 characters
      --random  | 3f2a91c8dg  | Invalid value for --random "3f2a91c8dg": expected 10 hexadecimal digits (0-9, a-f, A-F), the 5-byte random value, got "g" at index 9
      --random  | 3f2a91c8d٤ | Invalid value for --random "3f2a91c8d٤": expected 10 hexadecimal digits (0-9, a-f, A-F), the 5-byte random value, got "٤" at index 9
      --counter | 16777216    | Invalid value for --counter "16777216": it is above 16777215, the largest counter 3 bytes hold
      --counter | 99999999999 | Invalid value for --counter "99999999999": it is above 16777215, the largest counter 3 bytes hold
      --counter | -1          | Invalid value for --counter "-1": expected a counter from 0 to 16777215 (3 bytes) in the digits 0-9
      --counter | ١٢ | Invalid value for --counter "١٢": expected a counter from 0 to 16777215 (3 bytes) in the digits 0-9
      --time    | 4294967296  | Invalid value for --time "4294967296": it is after 2106-02-07T06:28:15Z, the last second an ObjectId can hold
      --time    | 2106-02-07T06:28:16Z | Invalid value for --time "2106-02-07T06:28:16Z": it is after 2106-02-07T06:28:15Z, the last second an ObjectId can hold
      --time    | 1969-12-31T23:59:59Z | Invalid value for --time "1969-12-31T23:59:59Z": it is before 1970-01-01T00:00:00Z, the first second an ObjectId can hold
      --time    | -1          | Invalid value for --time "-1": it is before 1970-01-01T00:00:00Z, the first second an ObjectId can hold
      --time    | 2023-11-14T22:13:20.5Z | Invalid value for --time "2023-11-14T22:13:20.5Z": an ObjectId holds whole seconds; leave out the fraction
      --time    | yesterday   | Invalid value for --time "yesterday": expected epoch seconds such as 1700000000 or an ISO-8601 instant such as 2023-11-14T22:13:20Z
      --time    | ١٧٠٠ | Invalid value for --time "١٧٠٠": expected epoch seconds such as 1700000000 or an ISO-8601 instant such as 2023-11-14T22:13:20Z
      """)
  void generateRejectsABadPartWithOneLineNamingTheOptionAndValue(
      String option, String value, String message) {
    CliResult result = CliResult.run("generate", option, value);

    result.assertBadUsage(message);
    assertEquals("", result.out());
  }

  @Test
  void generateRejectsCountersThatWouldCarryPastTheLastSecond() {
    CliResult result =
        CliResult.run("generate", "-n", "2", "--time", "4294967295", "--counter", "16777215");

    result.assertBadUsage(
        "Invalid value for --counter 16777215: with -n 2 the counter passes"
            + " 16777215, which carries into the second after 2106-02-07T06:28:15Z, the last second an"
            + " ObjectId can hold; choose a counter of at most 16777214 or an earlier --time");
    assertEquals("", result.out());
  }

  @Test
  void everyCommandsFirstDescriptionLineIsAWholeSentence() {
    CommandLine commandLine = SampleApp.commandLine();

    assertTrue(commandLine.getSubcommands().size() >= 8, commandLine.getSubcommands()::toString);
    commandLine
        .getSubcommands()
        .forEach(
            (name, sub) -> {
              String[] description = sub.getCommandSpec().usageMessage().description();
              assertTrue(description.length > 0, name);
              assertTrue(description[0].endsWith("."), name + ": " + description[0]);
            });
  }

  @Test
  void theCommandListShowsWholeFirstSentences() {
    CliResult result = CliResult.run("--help");

    assertEquals(0, result.exitCode(), result::toString);
    String help = result.out().replaceAll("\\s+", " ");
    assertTrue(
        help.contains(
            "demo Adds 3 customers and 6 orders, placed over 14 simulated"
                + " seconds from a minute ago."),
        result::toString);
    assertTrue(
        help.contains(
            "generate Prints new ObjectIds, one per line, that share one random"
                + " value and count up by one."),
        result::toString);
  }
}
