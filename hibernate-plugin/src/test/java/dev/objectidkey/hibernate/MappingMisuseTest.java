package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.boot;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.causeOfType;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.hibernateAtLeast;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.misuse.AnyKeyAsVarchar;
import dev.objectidkey.hibernate.misuse.AnyKeyOfId;
import dev.objectidkey.hibernate.misuse.Binary12ColumnDefinition;
import dev.objectidkey.hibernate.misuse.Binary16ColumnDefinition;
import dev.objectidkey.hibernate.misuse.BlobElementCollection;
import dev.objectidkey.hibernate.misuse.ConvertedAttribute;
import dev.objectidkey.hibernate.misuse.ConvertedId;
import dev.objectidkey.hibernate.misuse.GeneratedOnLong;
import dev.objectidkey.hibernate.misuse.GeneratedOnNonId;
import dev.objectidkey.hibernate.misuse.IdentityOnObjectId;
import dev.objectidkey.hibernate.misuse.LobAttribute;
import dev.objectidkey.hibernate.misuse.TextColumnDefinition;
import dev.objectidkey.hibernate.misuse.UnregisteredType;
import dev.objectidkey.hibernate.misuse.VarcharOverride;
import dev.objectidkey.hibernate.misuse.WrongLength;
import dev.objectidkey.hibernate.model.Customer;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.testing.TestDatabase;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Wrong usage stops the boot with a message naming {@code Entity.attribute} and the fix. The
 * checks read Hibernate's boot model, before any SQL, so they do not depend on the database: they
 * run once, on H2, and once per Hibernate line. A check that needs a real schema (hbm2ddl
 * validate) stays in {@link ObjectIdPersistenceSuite}.
 */
class MappingMisuseTest {

  private static final TestDatabase H2 = TestDatabase.h2("objectidkey-misuse");

  @Test
  void generatedObjectIdOnALongIdFailsAtBoot() {
    assertBootFails(
        GeneratedOnLong.class,
        "[ObjectIdKey] GeneratedOnLong.id is annotated"
            + " @GeneratedObjectId but its type is java.lang.Long, which is not an ObjectId type",
        "declare the attribute with an @ObjectIdKey id class (such as GeneratedOnLongId)");
  }

  @Test
  void generatedObjectIdOnAnAttributeThatIsNotTheIdFailsAtBoot() {
    assertBootFails(
        GeneratedOnNonId.class,
        "[ObjectIdKey] GeneratedOnNonId.other is annotated"
            + " @GeneratedObjectId but is not the @Id",
        "move @GeneratedObjectId to the @Id attribute");
  }

  @Test
  void identityGenerationOfAnObjectIdIdFailsAtBoot() {
    assertBootFails(
        IdentityOnObjectId.class,
        "[ObjectIdKey] IdentityOnObjectId.id is an ObjectId"
            + " id annotated @GeneratedValue(strategy = IDENTITY), which cannot generate ObjectIds",
        "replace @GeneratedValue with @GeneratedObjectId");
  }

  @Test
  void objectIdColumnWithALengthOtherThan12FailsAtBoot() {
    assertBootFails(
        WrongLength.class,
        "[ObjectIdKey] WrongLength.ref is an ObjectId column" + " declared with length = 16",
        "remove the length from @Column, or set length = 12");
  }

  @Test
  void textColumnDefinitionFailsAtBootInsteadOfGarblingTheId() {
    // The JDBC type stays BINARY, so H2 would decode the 12 bytes as UTF-8 into varchar(24).
    assertBootFails(
        TextColumnDefinition.class,
        "[ObjectIdKey] TextColumnDefinition.ref is an"
            + " ObjectId column declared with columnDefinition = \"varchar(24)\", which is not a"
            + " 12-byte binary type",
        "remove columnDefinition");
  }

  @Test
  void columnDefinitionOfAnotherBinaryLengthFailsAtBoot() {
    assertBootFails(
        Binary16ColumnDefinition.class,
        "[ObjectIdKey] Binary16ColumnDefinition.ref"
            + " is an ObjectId column declared with columnDefinition = \"binary(16)\"");
  }

  @Test
  void twelveByteBinaryColumnDefinitionBoots() {
    // Boot model only ("none": no DDL), since binary(12) is not PostgreSQL's spelling.
    SessionFactory booted = boot(H2.dataSource(), "none", Binary12ColumnDefinition.class);
    assertTrue(booted.isOpen());
    booted.close();
  }

  @Test
  void idClassListedInNoIndexFailsAtBootInsteadOfBeingSerialized() {
    assertBootFails(
        UnregisteredType.class,
        "[ObjectIdKey] UnregisteredType.stray has type"
            + " StrayId, which has no ObjectId JavaType, so Hibernate would store it as a"
            + " Java-serialized blob",
        "add the line dev.objectidkey.hibernate.misuse.StrayId to"
            + " src/main/resources/META-INF/objectidkey/id-types");
  }

  @Test
  void objectIdForcedToVarcharFailsAtBoot() {
    assertBootFails(
        VarcharOverride.class,
        "[ObjectIdKey] VarcharOverride.ref has type OrderId"
            + " but is mapped as JDBC type VARCHAR",
        "remove @Convert, @JavaType, @JdbcType and" + " @JdbcTypeCode from the attribute");
  }

  @Test
  void lobObjectIdFailsAtBootInsteadOfFailingEveryInsert() {
    assertBootFails(
        LobAttribute.class,
        "[ObjectIdKey] LobAttribute.ref has type OrderId but is" + " mapped as JDBC type BLOB",
        "remove @Convert, @JavaType, @JdbcType and @JdbcTypeCode");
  }

  @Test
  void blobElementCollectionOfIdsFailsAtBoot() {
    assertBootFails(
        BlobElementCollection.class,
        "[ObjectIdKey] BlobElementCollection.refs has"
            + " type OrderId but is mapped as JDBC type BLOB");
  }

  @Test
  void objectIdMappedThroughAConverterFailsAtBoot() {
    assertBootFails(
        ConvertedAttribute.class,
        "[ObjectIdKey] ConvertedAttribute.ref has type"
            + " OrderId but is mapped with the converter",
        "remove @Convert");
  }

  @Test
  void explicitConverterOnAnIdFailsAtBoot() {
    // HHH-19286, JPA 3.2 section 3.9: the reason the plugin maps ids with a JavaType. Hibernate 7
    // refuses the converter itself; Hibernate 6.6 would ignore it, so the plugin refuses it there.
    if (!hibernateAtLeast(7, 0)) {
      assertBootFails(
          ConvertedId.class,
          "[ObjectIdKey] ConvertedId.id has type OrderId but is"
              + " mapped with @Convert, which Hibernate 6 ignores on an @Id",
          "remove @Convert");
      return;
    }
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () -> boot(H2.dataSource(), "create-drop", ConvertedId.class).close());
    assertMessage(
        thrown,
        "'AttributeConverter' not allowed for attribute 'id' annotated"
            + " '@jakarta.persistence.Id'");
  }

  @Test
  void anAnyKeyOfAnIdTypeForcedToVarcharFailsAtBoot() {
    // @AnyKeyJdbcTypeCode(VARCHAR) would write the raw 12 bytes into a text column.
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class,
            () ->
                boot(
                        H2.dataSource(),
                        "create-drop",
                        AnyKeyAsVarchar.class,
                        Order.class,
                        Customer.class)
                    .close());
    assertMessage(
        causeOfType(thrown, MappingException.class),
        "[ObjectIdKey] AnyKeyAsVarchar.target (@Any key) has type OrderId but is mapped as JDBC"
            + " type VARCHAR",
        "remove @AnyKeyJdbcTypeCode, @AnyKeyJdbcType and @AnyKeyJavaType,"
            + " and keep @AnyKeyJavaClass(OrderId.class)");
  }

  @Test
  void anAnyKeyOfAnIdTypeBootsAndRoundTrips() {
    try (SessionFactory booted =
        boot(H2.dataSource(), "create-drop", AnyKeyOfId.class, Order.class, Customer.class)) {
      Order order = new Order("any");
      AnyKeyOfId reference = new AnyKeyOfId(order);
      booted.inTransaction(
          session -> {
            session.persist(order);
            session.persist(reference);
          });
      Object target =
          booted.fromTransaction(
              session -> session.find(AnyKeyOfId.class, reference.id()).target());
      assertTrue(
          target instanceof Order found && found.getId().equals(order.getId()),
          () -> "found " + target);
    }
  }

  private static void assertBootFails(Class<?> entity, String... fragments) {
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class, () -> boot(H2.dataSource(), "create-drop", entity).close());
    MappingException mapping = causeOfType(thrown, MappingException.class);
    assertNotNull(mapping, () -> "no MappingException in " + thrown);
    assertMessage(mapping, fragments);
  }
}
