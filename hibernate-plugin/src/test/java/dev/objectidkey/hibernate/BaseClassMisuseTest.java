package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.boot;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.causeOfType;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.describe;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.objectidkey.hibernate.base.misuse.AbstractTypedId;
import dev.objectidkey.hibernate.base.misuse.LongTicket;
import dev.objectidkey.hibernate.base.misuse.RawPet;
import dev.objectidkey.testing.TestDatabase;
import org.hibernate.MappingException;
import org.junit.jupiter.api.Test;

/**
 * A generic base class that cannot map an ObjectId id stops the boot with the plugin's message,
 * naming the attribute and the fix, and never with Hibernate's own "did not implement BasicType
 * nor UserType". Boot-model checks, so they run on H2 only, once per Hibernate line.
 */
class BaseClassMisuseTest {

  private static final TestDatabase H2 = TestDatabase.h2("objectidkey-base-misuse");

  /**
   * Hibernate refuses a generic base class used raw itself, while it binds the annotations, before
   * any plugin hook sees the model; its message names the attribute and the cause.
   */
  @Test
  void entityExtendingAGenericBaseClassWithoutATypeArgumentFailsAtBootNamingTheAttribute() {
    assertBootFails(
        RawPet.class,
        "Property 'dev.objectidkey.hibernate.base.BaseEntity.id' has an unbound type",
        "resolve this generics usage issue");
  }

  @Test
  void idDeclaredAsAbstractObjectIdFailsAtBoot() {
    assertBootFails(
        AbstractTypedId.class,
        "[ObjectIdKey] AbstractTypedId.id has type dev.objectidkey.AbstractObjectId, the abstract"
            + " base class of the id classes, which is no id class itself",
        "declare the attribute with an @ObjectIdKey id class (such as AbstractTypedIdId)");
  }

  @Test
  void generatedObjectIdOnAGenericIdGivenATypeArgumentThatIsNoIdClassNamesTheResolvedType() {
    assertBootFails(
        LongTicket.class,
        "[ObjectIdKey] LongTicket.id is annotated @GeneratedObjectId but its type is"
            + " java.lang.Long, which is not an ObjectId type");
  }

  private static void assertBootFails(Class<?> entity, String... fragments) {
    RuntimeException thrown =
        assertThrows(
            RuntimeException.class, () -> boot(H2.dataSource(), "create-drop", entity).close());
    MappingException mapping = causeOfType(thrown, MappingException.class);
    assertNotNull(mapping, () -> "no MappingException in " + describe(thrown));
    assertMessage(mapping, fragments);
    assertFalse(
        describe(thrown).contains("did not implement BasicType"),
        () -> "Hibernate's own message reached the user:" + describe(thrown));
  }
}
