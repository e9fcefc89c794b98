package dev.objectidkey.quarkus.misuse;

import static org.junit.jupiter.api.Assertions.fail;

import dev.objectidkey.quarkus.shop.CustomerId;
import dev.objectidkey.quarkus.shop.OrderId;
import dev.objectidkey.quarkus.shop.PersonId;
import dev.objectidkey.quarkus.shop.PetId;
import io.quarkus.test.QuarkusUnitTest;
import org.hibernate.MappingException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Quarkus builds Hibernate's metadata itself, and the plugin's validator still runs in it: an id
 * class that Hibernate would store as a Java-serialized blob stops the application's start.
 */
class UnlistedIdTypeFailsBootTest {

  // The shop's id classes join the application because target/classes stays visible to it: its
  // id index names them, and they must load with the application's AbstractObjectId.
  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  jar.addClasses(Stray.class, StrayId.class)
                      .addClasses(CustomerId.class, OrderId.class, PersonId.class, PetId.class)
                      .addAsResource("application.properties"))
          .overrideConfigKey("quarkus.hibernate-orm.packages", Stray.class.getPackageName())
          // The shop's seed rows are for the shop's tables.
          .overrideConfigKey("quarkus.hibernate-orm.sql-load-script", "no-file")
          .assertException(UnlistedIdTypeFailsBootTest::isThePluginsBootError);

  @Test
  void applicationDoesNotStart() {
    fail("the application started with an unlisted id class");
  }

  private static void isThePluginsBootError(Throwable thrown) {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      // By name: the application's Hibernate is not the one on this test's class path.
      if (cause.getClass().getName().equals(MappingException.class.getName())
          && cause
              .getMessage()
              .startsWith(
                  "[ObjectIdKey] Stray.stray has type StrayId, which has no ObjectId JavaType, so Hibernate"
                      + " would store it as a Java-serialized blob")) {
        return;
      }
    }
    throw new AssertionError("not the plugin's boot error", thrown);
  }
}
