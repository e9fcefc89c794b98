package dev.objectidkey.jooq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.jooq.meta.jaxb.ForcedType;
import org.jooq.meta.jaxb.LambdaConverter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Code generation runs on small schemas: which id class each column gets, and the error, naming the
 * column and the fix, for every column or configuration that the rule cannot map.
 */
class ObjectIdJavaGeneratorTest {

  private static final String SHOP =
      """
      create table customers (id binary(12) primary key, name varchar(100) not null);
      create table orders (
        id binary(12) primary key,
        customer_id binary(12) not null references customers (id),
        gift_for binary(12) references customers (id),
        item varchar(100) not null);
      create table order_lines (
        id binary(12) primary key,
        order_id binary(12) not null references orders (id));
      create table categories (id binary(12) primary key);
      """;

  @TempDir Path directory;

  private Path generate(String ddl, ForcedType... forcedTypes) throws Exception {
    return new CodeGeneration(directory).run(ddl, forcedTypes);
  }

  private String failure(String ddl, ForcedType... forcedTypes) {
    Exception e = assertThrows(Exception.class, () -> generate(ddl, forcedTypes));
    Throwable cause = e;
    while (!(cause instanceof IdMappingException) && cause.getCause() != null) {
      cause = cause.getCause();
    }
    assertTrue(cause instanceof IdMappingException, () -> "not an IdMappingException: " + e);
    return cause.getMessage();
  }

  @Test
  void primaryKeysTakeTheirTablesIdClassAndForeignKeysTheReferencedOne() throws Exception {
    Path generated = generate(SHOP, CodeGeneration.idTemplate());

    String orders = CodeGeneration.tableSource(generated, "Orders");
    assertTrue(orders.contains("TableField<OrdersRecord, OrderId> ID"), orders);
    assertTrue(orders.contains("TableField<OrdersRecord, CustomerId> CUSTOMER_ID"), orders);
    // A foreign key's id class comes from what it references, not from its name.
    assertTrue(orders.contains("TableField<OrdersRecord, CustomerId> GIFT_FOR"), orders);
    assertTrue(
        orders.contains(
            "Converter.ofNullable(byte[].class, CustomerId.class, com.example.shop.CustomerId::fromBytes, com.example.shop.CustomerId::toByteArray)"),
        orders);
    assertTrue(
        CodeGeneration.tableSource(generated, "OrderLines")
            .contains("TableField<OrderLinesRecord, OrderLineId> ID"));
    assertTrue(
        CodeGeneration.tableSource(generated, "OrderLines")
            .contains("TableField<OrderLinesRecord, OrderId> ORDER_ID"));
    assertTrue(
        CodeGeneration.tableSource(generated, "Categories")
            .contains("TableField<CategoriesRecord, CategoryId> ID"));
  }

  @Test
  void aForcedTypeBeforeTheTemplateWinsAndForeignKeysFollowIt() throws Exception {
    String ddl =
        """
        create table people (id binary(12) primary key);
        create table orders (id binary(12) primary key, buyer binary(12) references people (id));
        """;
    ForcedType person =
        new ForcedType()
            .withUserType("com.example.crm.PersonId")
            .withLambdaConverter(
                new LambdaConverter()
                    .withFrom("com.example.crm.PersonId::fromBytes")
                    .withTo("com.example.crm.PersonId::toByteArray"))
            .withIncludeExpression("PEOPLE\\.ID");

    Path generated = generate(ddl, person, CodeGeneration.idTemplate());

    assertTrue(
        CodeGeneration.tableSource(generated, "People")
            .contains("TableField<PeopleRecord, PersonId> ID"));
    assertTrue(
        CodeGeneration.tableSource(generated, "Orders")
            .contains("TableField<OrdersRecord, PersonId> BUYER"));
  }

  @Test
  void aTwelveByteColumnThatNoForcedTypeMatchesFailsInsteadOfBecomingBytes() {
    String ddl =
        """
        create table orders (id binary(12) primary key, fingerprint varbinary(12));
        """;

    String message =
        failure(ddl, CodeGeneration.idTemplate().withExcludeExpression(".*\\.FINGERPRINT"));

    assertTrue(
        message.startsWith("[ObjectIdKey] PUBLIC.ORDERS.FINGERPRINT (BINARY VARYING(12))"),
        message);
    assertTrue(message.contains("no <forcedType> matches it, so jOOQ would generate it as byte[]"));
    assertTrue(
        message.contains(
            "<forcedType><name>BINARY VARYING</name><includeExpression>\\QPUBLIC.ORDERS.FINGERPRINT\\E</includeExpression></forcedType>"),
        message);
  }

  @Test
  void theOptOutThatTheMessageNamesKeepsTheColumnAsBytes() throws Exception {
    String ddl =
        """
        create table orders (id binary(12) primary key, fingerprint varbinary(12));
        """;
    ForcedType bytes =
        new ForcedType()
            .withName("BINARY VARYING")
            .withIncludeExpression("\\QPUBLIC.ORDERS.FINGERPRINT\\E");

    Path generated =
        generate(ddl, bytes, CodeGeneration.idTemplate().withExcludeExpression(".*\\.FINGERPRINT"));

    String orders = CodeGeneration.tableSource(generated, "Orders");
    assertTrue(orders.contains("TableField<OrdersRecord, byte[]> FINGERPRINT"), orders);
    assertTrue(orders.contains("TableField<OrdersRecord, OrderId> ID"), orders);
  }

  @Test
  void aMatchedColumnThatIsNoKeyFailsNamingTheWaysToMapIt() {
    String ddl =
        """
        create table orders (id binary(12) primary key);
        create table notes (id binary(12) primary key, subject binary(12) not null);
        """;

    String message = failure(ddl, CodeGeneration.idTemplate());

    assertEquals(
        "[ObjectIdKey] PUBLIC.NOTES.SUBJECT (BINARY(12)) matches the <forcedType> with"
            + " <userType>com.example.shop.{Entity}Id</userType> but is neither a single-column"
            + " primary key nor a foreign key, so its id class is unknown; declare its foreign"
            + " key, or give it its id class with a <forcedType> of its own listed before the one"
            + " with {Entity} (<userType>com.example.shop.OrderId</userType> and a"
            + " <lambdaConverter> from ...::fromBytes to ...::toByteArray), or leave it out with"
            + " that forcedType's <excludeExpression>",
        message);
  }

  @Test
  void aMatchedColumnOfTheWrongTypeOrSizeFailsEachNamed() {
    String ddl =
        """
        create table orders (id binary(12) primary key, code varchar(24), ref binary(16) unique);
        create table tags (id binary(16) primary key);
        """;

    String message =
        failure(
            ddl,
            new ForcedType()
                .withUserType("com.example.shop.{Entity}Id")
                .withIncludeExpression(".*\\.ID|.*\\.CODE"));

    assertTrue(
        message.contains(
            "[ObjectIdKey] PUBLIC.ORDERS.CODE (CHARACTER VARYING(24)) matches the <forcedType>"
                + " with <userType>com.example.shop.{Entity}Id</userType> but is not a binary"
                + " column"),
        message);
    assertTrue(
        message.contains(
            "[ObjectIdKey] PUBLIC.TAGS.ID (BINARY(16)) matches the <forcedType> with"
                + " <userType>com.example.shop.{Entity}Id</userType> but holds 16 bytes, and an"
                + " ObjectId 12"),
        message);
  }

  @Test
  void aForeignKeyToAnUnmappedColumnFails() {
    String ddl =
        """
        create table legacy (code varchar(10) primary key, id binary(12) unique);
        create table orders (id binary(12) primary key, legacy_id binary(12) references legacy (id));
        """;

    String message =
        failure(
            ddl,
            CodeGeneration.idTemplate()
                .withIncludeExpression("ORDERS\\..*")
                .withIncludeTypes("BINARY\\(12\\)"),
            new ForcedType().withName("BINARY").withIncludeExpression("LEGACY\\.ID"));

    assertTrue(
        message.contains(
            "[ObjectIdKey] PUBLIC.ORDERS.LEGACY_ID (BINARY(12)) references PUBLIC.LEGACY.ID,"
                + " which no <forcedType> maps to an id class"),
        message);
  }

  @Test
  void aForeignKeyToKeysOfTwoIdClassesFails() {
    String ddl =
        """
        create table customers (id binary(12) primary key);
        create table suppliers (id binary(12) primary key);
        create table contacts (
          id binary(12) primary key,
          party binary(12) references customers (id),
          constraint to_supplier foreign key (party) references suppliers (id));
        """;

    String message = failure(ddl, CodeGeneration.idTemplate());

    assertTrue(
        message.startsWith(
            "[ObjectIdKey] PUBLIC.CONTACTS.PARTY (BINARY(12)) is a foreign key to keys of"
                + " different id classes (com.example.shop."),
        message);
    assertTrue(message.contains("TO_SUPPLIER"), message);
  }

  @Test
  void malformedTemplatesFailNamingTheFix() {
    String message =
        failure(
            SHOP,
            new ForcedType().withUserType("com.example.shop.{entity}Id").withIncludeTypes("X"),
            new ForcedType().withUserType("{Entity}Id").withIncludeTypes("Y"),
            new ForcedType()
                .withUserType("com.example.shop.{Entity}Id")
                .withConverter("com.example.MyConverter")
                .withIncludeTypes("BINARY\\(12\\)"));

    assertEquals(
        String.join(
            "\n",
            "[ObjectIdKey] <forcedType> with <userType>com.example.shop.{entity}Id</userType>:"
                + " expected {Entity} exactly once where the entity's name goes, such as"
                + " com.example.shop.{Entity}Id",
            "[ObjectIdKey] <forcedType> with <userType>{Entity}Id</userType>: expected a class"
                + " name in the package of the @ObjectIdKey classes, such as"
                + " com.example.shop.{Entity}Id",
            "[ObjectIdKey] <forcedType> with <userType>com.example.shop.{Entity}Id</userType> also"
                + " sets <converter>; remove it: objectidkey-jooq gives each id column its id class"
                + " and converter"),
        message);
  }

  @Test
  void withoutATemplateTheGeneratorFailsSayingWhatToAdd() {
    String message = failure(SHOP);

    assertTrue(
        message.startsWith(
            "[ObjectIdKey] ObjectIdJavaGenerator found no <forcedType> whose <userType> holds"
                + " {Entity}"),
        message);
  }

  @Test
  void aTemplateThatMatchesNothingFails() {
    String message = failure(SHOP, CodeGeneration.idTemplate().withIncludeTypes("BINARY\\(16\\)"));

    assertTrue(
        message.contains(
            "[ObjectIdKey] The <forcedType> with <userType>com.example.shop.{Entity}Id</userType>"
                + " matches no column of the schemata read (PUBLIC)"),
        message);
  }
}
