package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.sample.domain.OrderId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code import-mongo} and {@code export-mongo} against one database product: run by every
 * {@link AbstractShopCommandsTest} subclass, so on H2, PostgreSQL and MariaDB.
 */
interface MongoCommandsContract {

  String ADA = "5f1d7e3a9b1e8c0012345601";
  String GRACE = "5f1d7e3a9b1e8c0012345602";

  /** Created in MongoDB at 12:59:54, after {@link #SECOND} (12:59:39), and listed first in the file. */
  String FIRST_IN_FILE = "5f1d7e4a9b1e8c0012345611";

  String SECOND = "5f1d7e3b9b1e8c0012345610";
  String THIRD = "5f1d7e5a9b1e8c0012345612";

  /**
   * The {@code --jdbc-url}, {@code --user} and {@code --password} arguments of an empty database
   * for the current test.
   */
  List<String> databaseArgs();

  /** Runs {@code command} with its arguments against this test's database. */
  default CliResult shop(String command, String... args) {
    return run(databaseArgs(), command, args);
  }

  @Test
  default void importKeepsEveryIdAndListsOrdersInMongoCreationOrder(@TempDir Path dir) {
    Path customers =
        write(
            dir,
            "customers.json",
            "{\"_id\": {\"$oid\": \""
                + ADA
                + "\"}, \"name\": \"Ada Lovelace\", \"email\": \"ada@example.com\"}",
            "{\"_id\":{\"$oid\":\""
                + GRACE
                + "\"},\"name\":\"Grace Hopper\",\"tags\":[1,{\"a\":null}]}");
    Path orders =
        write(
            dir,
            "orders.json",
            "{\"_id\": {\"$oid\": \""
                + FIRST_IN_FILE
                + "\"}, \"customerId\": {\"$oid\": \""
                + ADA
                + "\"},"
                + " \"lines\": [{\"product\": \"coffee\", \"quantity\": 2},"
                + " {\"product\": \"tea\", \"quantity\": {\"$numberLong\": \"3\"}, \"note\": \"hot\"}]}",
            "",
            "{\"_id\": {\"$oid\": \""
                + SECOND
                + "\"}, \"status\": \"shipped\", \"customerId\": {\"$oid\": \""
                + GRACE
                + "\"}, \"lines\": [{\"product\": \"cake\", \"quantity\": {\"$numberInt\": \"1\"}}]}",
            "{\"_id\": {\"$oid\": \""
                + THIRD
                + "\"}, \"customerId\": {\"$oid\": \""
                + ADA
                + "\"},"
                + " \"lines\": [{\"product\": \"bagel\", \"quantity\": 12}],"
                + " \"placedAt\": {\"$date\": \"2020-07-26T13:00:10Z\"}}");

    CliResult imported =
        shop("import-mongo", "--customers", customers.toString(), "--orders", orders.toString());

    imported.assertPrinted("Imported 2 customers and 3 orders.");
    assertEquals("", imported.err());
    assertEquals(List.of(SECOND, FIRST_IN_FILE, THIRD), listedIds(), "MongoDB creation order");
    CliResult show = shop("show", FIRST_IN_FILE);
    assertEquals(
        List.of(
            "order     " + FIRST_IN_FILE,
            "created   2020-07-26T12:59:54Z",
            "customer  Ada Lovelace (" + ADA + ")",
            "  2 x coffee",
            "  3 x tea"),
        show.outLines(),
        show::toString);
    assertEquals(List.of(FIRST_IN_FILE, THIRD), listedIds("--customer", ADA));
    assertEquals(
        OrderId.parse(THIRD).getTimestamp().toString(),
        shop("list-orders", "--customer", ADA).outLines().get(1).substring(26, 46));
  }

  @Test
  default void importReadsOneJsonArrayInCanonicalExtendedJson(@TempDir Path dir) {
    Path customers =
        write(
            dir,
            "customers.json",
            "[{\"_id\": {\"$oid\": \"" + ADA + "\"}," + " \"name\": \"Ada Lovelace\"}]");
    Path orders =
        write(
            dir,
            "orders.json",
            "[",
            "{\"_id\": {\"$oid\": \""
                + FIRST_IN_FILE
                + "\"}, \"customerId\": {\"$oid\": \""
                + ADA
                + "\"},"
                + " \"lines\": [{\"product\": \"coffee\", \"quantity\": {\"$numberInt\": \"2\"}}]},",
            "{\"_id\": {\"$oid\": \""
                + SECOND
                + "\"}, \"customerId\": {\"$oid\": \""
                + ADA
                + "\"},"
                + " \"lines\": [{\"product\": \"tea\", \"quantity\": {\"$numberLong\": \"1\"}}]}",
            "]");

    CliResult imported =
        shop(
            "import-mongo",
            "--jsonArray",
            "--customers",
            customers.toString(),
            "--orders",
            orders.toString());

    imported.assertPrinted("Imported 1 customers and 2 orders.");
    assertEquals(List.of(SECOND, FIRST_IN_FILE), listedIds());
  }

  @Test
  default void aBadDocumentNamesTheFileTheLineAndTheReasonAndImportsNothing(@TempDir Path dir) {
    Path customers = write(dir, "customers.json", customer(ADA, "Ada"), customer(GRACE, "Grace"));
    String good = order(FIRST_IN_FILE, ADA, "{\"product\": \"coffee\", \"quantity\": 2}");
    String hexString =
        "{\"_id\": \""
            + SECOND
            + "\", \"customerId\": {\"$oid\": \""
            + ADA
            + "\"},"
            + " \"lines\": [{\"product\": \"tea\", \"quantity\": 1}]}";
    List<String[]> cases =
        List.of(
            new String[] {
              "{\"_id\": {\"$oid\": \"" + SECOND + "\"}, \"customerId\": ",
              "line 2: the document is cut short: the input ends before it does (Trying to read past EOF.)"
            },
            new String[] {
              "{\"_id\": {\"$oid\": \"" + SECOND + "\"}, \"customerId\" 1}",
              "line 2: JSON reader was expecting ':' but found '1'."
            },
            new String[] {
              hexString,
              "line 2: [ObjectIdKey] field \"_id\" holds a BSON string (type 0x02),"
                  + " the hex string \""
                  + SECOND
                  + "\", not an ObjectId, but OrderId is stored as a BSON"
                  + " ObjectId (type 0x07); write it as an ObjectId ({\"$oid\": \"…\"} in Extended JSON),"
                  + " for example with this codec"
            },
            new String[] {
              order(SECOND, ADA, "{\"product\": \"tea\", \"quantity\": 2.0}"),
              "line 2: field \"lines[0].quantity\" holds a BSON double; expected a whole number: 2,"
                  + " {\"$numberInt\": \"2\"} or {\"$numberLong\": \"2\"}"
            },
            new String[] {
              order(
                  SECOND,
                  ADA,
                  "{\"product\": \"tea\", \"quantity\": {\"$numberLong\": \"4294967296\"}}"),
              "line 2: field \"lines[0].quantity\" is 4294967296, which is out of range; at most 2147483647"
            },
            new String[] {
              order(SECOND, ADA, "{\"product\": \"tea\", \"quantity\": 0}"),
              "line 2: Invalid order line for \"tea\": expected a quantity of at least 1, got 0"
            },
            new String[] {
              order(SECOND, ADA, "{\"product\": \"t\\u001bea\", \"quantity\": 1}"),
              "line 2: Invalid order line: the product holds the control character U+001B at index 1;"
                  + " write it without control or formatting characters"
            },
            new String[] {
              "{\"_id\": {\"$oid\": \""
                  + SECOND
                  + "\"}, \"customerId\": {\"$oid\": \""
                  + ADA
                  + "\"}, \"lines\": []}",
              "line 2: order "
                  + SECOND
                  + " has no lines; an order has at least"
                  + " one, such as \"lines\": [{\"product\": \"coffee\", \"quantity\": 2}]"
            },
            new String[] {
              "[" + good + "]",
              "line 2: expected a document ({…}), found a BSON array; for a"
                  + " file that is one JSON array, add --jsonArray"
            },
            new String[] {
              good + " " + good, "line 2: more than one document on the line; write one per line"
            },
            new String[] {
              order(SECOND, ADA, "{\"product\": \"tea\", \"quantity\": 1}")
                  .replace(
                      "\"customerId\"", "\"_id\": {\"$oid\": \"" + THIRD + "\"}, \"customerId\""),
              "line 2: field \"_id\" appears twice"
            });

    for (String[] bad : cases) {
      Path orders = write(dir, "orders.json", good, bad[0]);
      CliResult result =
          shop("import-mongo", "--customers", customers.toString(), "--orders", orders.toString());

      result.assertBadUsage(orders + ", " + bad[1] + "; nothing was imported");
      assertEquals("", result.out());
      assertNothingImported(dir);
    }
  }

  @Test
  default void aBadCustomerIsNamedWithItsLine(@TempDir Path dir) {
    Path orders =
        write(
            dir,
            "orders.json",
            order(FIRST_IN_FILE, ADA, "{\"product\": \"tea\", \"quantity\": 1}"));
    String longName = "x".repeat(300);
    List<String[]> cases =
        List.of(
            new String[] {
              customer(GRACE, longName),
              "Invalid customer name of " + GRACE + ": it is 300 characters; at most 255"
            },
            new String[] {
              customer(GRACE, "  "), "Invalid customer name of " + GRACE + ": it is empty"
            },
            new String[] {
              "{\"_id\": {\"$oid\": \"" + GRACE + "\"}, \"name\": 42}",
              "field \"name\" holds a BSON int32; expected a string"
            },
            new String[] {"{\"name\": \"Grace\"}", "the customer has no _id"});

    for (String[] bad : cases) {
      Path customers = write(dir, "customers.json", customer(ADA, "Ada"), bad[0]);
      CliResult result =
          shop("import-mongo", "--customers", customers.toString(), "--orders", orders.toString());

      result.assertBadUsage(customers + ", line 2: " + bad[1] + "; nothing was imported");
      assertNothingImported(dir);
    }
  }

  @Test
  default void aBadElementOfAJsonArrayIsNamedByItsIndex(@TempDir Path dir) {
    Path customers = write(dir, "customers.json", "[" + customer(ADA, "Ada") + "]");
    Path orders =
        write(
            dir,
            "orders.json",
            "["
                + order(FIRST_IN_FILE, ADA, "{\"product\": \"tea\", \"quantity\": 1}")
                + ", "
                + order(SECOND, ADA, "{\"product\": \"tea\"}")
                + "]");

    CliResult result =
        shop(
            "import-mongo",
            "--jsonArray",
            "--customers",
            customers.toString(),
            "--orders",
            orders.toString());

    result.assertBadUsage(
        orders + ", array index 1: lines[0] has no quantity; nothing was imported");
    assertNothingImported(dir);
  }

  @Test
  default void aDuplicateIdAMissingCustomerOrAnIdInTheDatabaseImportsNothing(@TempDir Path dir) {
    Path customers = write(dir, "customers.json", customer(ADA, "Ada"), customer(GRACE, "Grace"));
    String tea = "{\"product\": \"tea\", \"quantity\": 1}";
    String unknown = "5f1d7e3a9b1e8c00123456ff";

    Path duplicate =
        write(
            dir,
            "orders.json",
            order(FIRST_IN_FILE, ADA, tea),
            order(SECOND, GRACE, tea),
            order(FIRST_IN_FILE, GRACE, tea));
    assertImportRejected(
        customers,
        duplicate,
        duplicate
            + ", line 3: duplicate _id "
            + FIRST_IN_FILE
            + ": another order in the file has it");
    assertNothingImported(dir);

    Path duplicateCustomer =
        write(dir, "customers2.json", customer(ADA, "Ada"), customer(ADA, "Ada again"));
    assertImportRejected(
        duplicateCustomer,
        write(dir, "orders.json", order(FIRST_IN_FILE, ADA, tea)),
        duplicateCustomer
            + ", line 2: duplicate _id "
            + ADA
            + ": another customer in the file has it");
    assertNothingImported(dir);

    Path missing =
        write(dir, "orders.json", order(FIRST_IN_FILE, ADA, tea), order(SECOND, unknown, tea));
    assertImportRejected(
        customers,
        missing,
        missing
            + ", line 2: order "
            + SECOND
            + " is for customer "
            + unknown
            + ", which is neither in the customers file nor in the database");
    assertNothingImported(dir);

    String existingCustomer = shop("add-customer", "Already Here").printed();
    Path clash =
        write(dir, "customers3.json", customer(ADA, "Ada"), customer(existingCustomer, "Clash"));
    assertImportRejected(
        clash,
        write(dir, "orders.json", order(FIRST_IN_FILE, ADA, tea)),
        clash
            + ", line 2: customer "
            + existingCustomer
            + " is already in the database; import into an"
            + " empty database, or remove it from the file");
    String existingOrder = shop("add-order", "--customer", existingCustomer, "tea").printed();
    Path orderClash =
        write(dir, "orders.json", order(FIRST_IN_FILE, ADA, tea), order(existingOrder, ADA, tea));
    assertImportRejected(
        customers,
        orderClash,
        orderClash
            + ", line 2: order "
            + existingOrder
            + " is already in the database; import into an empty database, or remove it from the file");
    assertEquals(List.of(existingOrder), listedIds());

    // An order may be for a customer that the database already has.
    Path forExisting = write(dir, "orders.json", order(FIRST_IN_FILE, existingCustomer, tea));
    CliResult ok =
        shop(
            "import-mongo",
            "--customers",
            write(dir, "none.json").toString(),
            "--orders",
            forExisting.toString());
    assertEquals(List.of("Imported 0 customers and 1 orders."), ok.outLines(), ok::toString);
    assertEquals(List.of(FIRST_IN_FILE, existingOrder), listedIds());
  }

  @Test
  default void aFailureAfterSeveralBatchesRollsBackTheStoredOnes(@TempDir Path dir) {
    Path customers = write(dir, "customers.json", customer(ADA, "Ada"));
    List<String> lines = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 2_345; i++) {
      String id = String.format("5f1d7e4a9b1e8c%010x", i);
      ids.add(id);
      lines.add(order(id, ADA, "{\"product\": \"tea\", \"quantity\": " + (i + 1) + "}"));
    }
    lines.add(order(ids.get(7), ADA, "{\"product\": \"tea\", \"quantity\": 1}"));
    Path orders = write(dir, "orders.json", lines.toArray(String[]::new));

    assertImportRejected(
        customers,
        orders,
        orders + ", line 2346: duplicate _id " + ids.get(7) + ": another order in the file has it");
    assertNothingImported(dir);

    lines.remove(lines.size() - 1);
    CliResult ok =
        shop(
            "import-mongo",
            "--customers",
            customers.toString(),
            "--orders",
            write(dir, "orders.json", lines.toArray(String[]::new)).toString());
    assertEquals(List.of("Imported 1 customers and 2345 orders."), ok.outLines(), ok::toString);
    assertEquals(ids, listedIds());
  }

  @Test
  default void aMissingFileIsBadUsageBeforeTheDatabaseOpens(@TempDir Path dir) {
    Path customers = write(dir, "customers.json", customer(ADA, "Ada"));
    Path none = dir.resolve("nope.json");

    CliResult result =
        shop("import-mongo", "--customers", customers.toString(), "--orders", none.toString());

    result.assertBadUsage("Cannot read the --orders file \"" + none + "\": there is no such file");
  }

  @Test
  default void exportWritesCanonicalExtendedJsonThatImportsIntoAnEmptyDatabaseUnchanged(
      @TempDir Path dir) throws IOException {
    String ada = shop("add-customer", "Ada Lovelace").printed();
    String grace = shop("add-customer", "Grace \"Amazing\" Hopper ☕").printed();
    List<String> placed = new ArrayList<>();
    placed.add(shop("add-order", "--customer", ada, "coffee=2", "croissant").printed());
    placed.add(shop("add-order", "--customer", grace, "tea").printed());
    placed.add(shop("add-order", "--customer", ada, "bagel=3", "espresso=1", "muffin=2").printed());
    String lonely = shop("add-customer", "No Orders Yet").printed();

    Path customers = dir.resolve("customers.json");
    Path orders = dir.resolve("orders.json");
    CliResult exported =
        shop("export-mongo", "--customers", customers.toString(), "--orders", orders.toString());

    exported.assertPrinted("Exported 3 customers and 3 orders.");
    assertEquals(
        List.of(
            "{\"_id\": {\"$oid\": \"" + ada + "\"}, \"name\": \"Ada Lovelace\"}",
            "{\"_id\": {\"$oid\": \""
                + grace
                + "\"}, \"name\": \"Grace \\\"Amazing\\\" Hopper ☕\"}",
            "{\"_id\": {\"$oid\": \"" + lonely + "\"}, \"name\": \"No Orders Yet\"}"),
        Files.readAllLines(customers));
    assertEquals(
        "{\"_id\": {\"$oid\": \""
            + placed.get(0)
            + "\"}, \"customerId\": {\"$oid\": \""
            + ada
            + "\"}, \"lines\": [{\"product\": \"coffee\", \"quantity\": {\"$numberInt\": \"2\"}},"
            + " {\"product\": \"croissant\", \"quantity\": {\"$numberInt\": \"1\"}}]}",
        Files.readAllLines(orders).get(0));

    // Into an empty database (a fresh H2 one, whatever this test's database is), and back out.
    List<String> copy = List.of("--jdbc-url", "jdbc:h2:file:" + dir.resolve("copy/shop"));
    CliResult imported =
        run(
            copy,
            "import-mongo",
            "--customers",
            customers.toString(),
            "--orders",
            orders.toString());
    assertEquals(
        List.of("Imported 3 customers and 3 orders."), imported.outLines(), imported::toString);
    assertEquals(shop("list-orders").outLines(), run(copy, "list-orders").outLines());
    for (String order : placed) {
      assertEquals(shop("show", order).outLines(), run(copy, "show", order).outLines());
    }
    Path again = dir.resolve("again");
    Files.createDirectory(again);
    run(
        copy,
        "export-mongo",
        "--customers",
        again.resolve("customers.json").toString(),
        "--orders",
        again.resolve("orders.json").toString());
    assertEquals(Files.readString(customers), Files.readString(again.resolve("customers.json")));
    assertEquals(Files.readString(orders), Files.readString(again.resolve("orders.json")));

    // The same with --jsonArray.
    Path arrays = dir.resolve("arrays");
    Files.createDirectory(arrays);
    CliResult asArrays =
        shop(
            "export-mongo",
            "--jsonArray",
            "--customers",
            arrays.resolve("c.json").toString(),
            "--orders",
            arrays.resolve("o.json").toString());
    assertEquals(0, asArrays.exitCode(), asArrays::toString);
    assertTrue(
        Files.readString(arrays.resolve("o.json"))
            .startsWith("[\n{\"_id\": {\"$oid\": \"" + placed.get(0) + "\"}"),
        () -> read(arrays.resolve("o.json")));
    List<String> arrayCopy = List.of("--jdbc-url", "jdbc:h2:file:" + dir.resolve("copy2/shop"));
    CliResult fromArrays =
        run(
            arrayCopy,
            "import-mongo",
            "--jsonArray",
            "--customers",
            arrays.resolve("c.json").toString(),
            "--orders",
            arrays.resolve("o.json").toString());
    assertEquals(
        List.of("Imported 3 customers and 3 orders."), fromArrays.outLines(), fromArrays::toString);
    assertEquals(shop("list-orders").outLines(), run(arrayCopy, "list-orders").outLines());
  }

  @Test
  default void exportNeverOverwritesAFile(@TempDir Path dir) {
    Path customers = write(dir, "customers.json", "keep me");

    CliResult result =
        shop(
            "export-mongo",
            "--customers",
            customers.toString(),
            "--orders",
            dir.resolve("orders.json").toString());

    result.assertBadUsage(
        "The --customers file \""
            + customers
            + "\" exists; export-mongo never"
            + " overwrites a file: remove it or choose another name");
    assertEquals("keep me\n", read(customers));
    assertTrue(!Files.exists(dir.resolve("orders.json")));
  }

  @Test
  default void aLoneSurrogateOrAnEmojiNameOverTheColumnIsRejectedAndNothingStored(
      @TempDir Path dir) {
    Path orders =
        write(
            dir,
            "orders.json",
            order(FIRST_IN_FILE, ADA, "{\"product\": \"tea\", \"quantity\": 1}"));
    List<String[]> cases =
        List.of(
            new String[] {
              // PostgreSQL and MariaDB stored '?' and the import reported success.
              customer(ADA, "Ada\\ud800"),
              "Invalid customer name of "
                  + ADA
                  + ": it holds a lone surrogate U+D800 at index 3, half of a character;"
                  + " write the whole character"
            },
            new String[] {
              // 128 emoji passed the 255-character check, then H2 failed with an SQL error.
              customer(ADA, "\uD83D\uDE00".repeat(128)),
              "Invalid customer name of "
                  + ADA
                  + ": it is 128 characters, 256 UTF-16 units (an emoji is 2, and H2 counts"
                  + " those); at most 255"
            });

    for (String[] bad : cases) {
      Path customers = write(dir, "customers.json", bad[0]);
      CliResult result =
          shop("import-mongo", "--customers", customers.toString(), "--orders", orders.toString());

      result.assertBadUsage(customers + ", line 1: " + bad[1] + "; nothing was imported");
      assertNothingImported(dir);
    }
  }

  @Test
  default void textFromTheFileInAnErrorLineCannotActOnTheTerminal(@TempDir Path dir) {
    // Raw ESC, an OSC title and a bidi override where a value should be: the parser quoted the
    // token as it was, and a terminal ran it ("\u001b[2K\r" erases the line, then a fake success).
    String attack = "\u001b[2K\r\u001b]0;x\u0007Imported 1 customers and 1 orders.\u202e";
    Path customers =
        write(
            dir,
            "customers.json",
            "{\"_id\": {\"$oid\": \"" + ADA + "\"}, \"name\": " + attack + "}");

    CliResult result =
        shop(
            "import-mongo",
            "--customers",
            customers.toString(),
            "--orders",
            write(dir, "orders.json").toString());

    assertEquals(2, result.exitCode(), result::toString);
    assertEquals(1, result.errLines().size(), result::toString);
    String line = result.errLines().get(0);
    assertTrue(
        line.codePoints()
            .noneMatch(
                c ->
                    Character.getType(c) == Character.CONTROL
                        || Character.getType(c) == Character.FORMAT),
        line);
    assertTrue(line.startsWith(customers + ", line 1: "), line);
    assertTrue(line.contains("\\u001B"), line);
    assertTrue(line.endsWith("; nothing was imported"), line);
  }

  @Test
  default void jsonArrayTakesAByteOrderMarkAndNamesBadUtf8AsLineModeDoes(@TempDir Path dir)
      throws IOException {
    Path customers =
        Files.writeString(dir.resolve("customers.json"), "\uFEFF[" + customer(ADA, "Ada") + "]");
    Path orders =
        Files.writeString(
            dir.resolve("orders.json"),
            "\uFEFF[" + order(FIRST_IN_FILE, ADA, "{\"product\": \"tea\", \"quantity\": 1}") + "]");
    Path notUtf8 = Files.write(dir.resolve("latin1.json"), new byte[] {'[', (byte) 0xE9, ']'});

    CliResult withMark =
        shop(
            "import-mongo",
            "--jsonArray",
            "--customers",
            customers.toString(),
            "--orders",
            orders.toString());
    CliResult badUtf8 =
        shop(
            "import-mongo",
            "--jsonArray",
            "--customers",
            notUtf8.toString(),
            "--orders",
            orders.toString());

    withMark.assertPrinted("Imported 1 customers and 1 orders.");
    badUtf8.assertBadUsage(
        notUtf8
            + ": the file is not UTF-8 text (java.nio.charset.MalformedInputException: Input"
            + " length = 1); mongoexport writes UTF-8; nothing was imported");
  }

  @Test
  default void aMalformedOidNamesTheFileLineAndFieldNotBsonsState(@TempDir Path dir) {
    // bson said only "state should be: hexString has 24 characters".
    Path customers =
        write(dir, "customers.json", "{\"_id\": {\"$oid\": \"507f1f77\"}, \"name\": \"Ada\"}");

    assertImportRejected(
        customers,
        write(dir, "orders.json"),
        customers
            + ", line 1: field \"_id\" holds an {\"$oid\": …} that is not 24 hexadecimal"
            + " characters (0-9, a-f); write each ObjectId as mongoexport does, such as"
            + " {\"$oid\": \"507f1f77bcf86cd799439011\"}");
  }

  @Test
  default void aDocumentNestedTenThousandDeepIsRejectedInOneLine(@TempDir Path dir) {
    // An unknown field, which the codec skips: bson's skipValue() recursed into a stack overflow.
    String deep = "{\"a\": ".repeat(10_000) + "1" + "}".repeat(10_000);
    Path customers =
        write(
            dir,
            "customers.json",
            "{\"_id\": {\"$oid\": \"" + ADA + "\"}, \"name\": \"Ada\", \"junk\": " + deep + "}");

    assertImportRejected(
        customers,
        write(dir, "orders.json"),
        customers
            + ", line 1: the document is nested more than 100 levels deep; mongoexport writes a"
            + " shop's documents 4 levels deep at most");
  }

  @Test
  default void aFailedExportLeavesNoFileBehind(@TempDir Path dir) throws IOException {
    // The orders file cannot be created: the customers file was, and a rerun then refused it.
    CliResult result =
        shop(
            "export-mongo",
            "--customers",
            dir.resolve("customers.json").toString(),
            "--orders",
            dir.resolve("no-such-directory").resolve("orders.json").toString());

    assertEquals(1, result.exitCode(), result::toString);
    assertEquals(1, result.errLines().size(), result::toString);
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(), left.toList());
    }
  }

  private void assertImportRejected(Path customers, Path orders, String message) {
    CliResult result =
        shop("import-mongo", "--customers", customers.toString(), "--orders", orders.toString());
    assertAll(
        () -> result.assertBadUsage(message + "; nothing was imported"),
        () -> assertEquals("", result.out()));
  }

  /** No customer of the files (Ada, Grace) and no order of theirs is in the database. */
  private void assertNothingImported(Path dir) {
    Path out = dir.resolve("check-" + System.nanoTime());
    try {
      Files.createDirectory(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    CliResult exported =
        shop(
            "export-mongo",
            "--customers",
            out.resolve("c.json").toString(),
            "--orders",
            out.resolve("o.json").toString());
    assertEquals(0, exported.exitCode(), exported::toString);
    String all = read(out.resolve("c.json")) + read(out.resolve("o.json"));
    assertTrue(!all.contains(ADA) && !all.contains(GRACE) && !all.contains(FIRST_IN_FILE), all);
  }

  /** The order ids of list-orders' rows, top to bottom. */
  default List<String> listedIds(String... args) {
    CliResult result = shop("list-orders", args);
    assertEquals(0, result.exitCode(), result::toString);
    return result.outLines().stream()
        .filter(line -> !line.equals("(no orders)"))
        .map(line -> line.substring(0, 24))
        .toList();
  }

  private static CliResult run(List<String> database, String command, String... args) {
    return CliResult.run(
        Stream.concat(Stream.of(command), Stream.concat(database.stream(), Stream.of(args)))
            .toArray(String[]::new));
  }

  private static String customer(String id, String name) {
    return "{\"_id\": {\"$oid\": \"" + id + "\"}, \"name\": \"" + name + "\"}";
  }

  private static String order(String id, String customer, String... lines) {
    return "{\"_id\": {\"$oid\": \""
        + id
        + "\"}, \"customerId\": {\"$oid\": \""
        + customer
        + "\"},"
        + " \"lines\": ["
        + String.join(", ", lines)
        + "]}";
  }

  private static Path write(Path dir, String name, String... lines) {
    Path file = dir.resolve(name);
    try {
      Files.write(file, List.of(lines), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
