package dev.objectidkey.bytebuddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.persistence.Embeddable;
import org.hibernate.MappingException;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.Test;

/**
 * What jMolecules' ByteBuddy plugin does to a generated id class, and what the Hibernate plugin
 * answers: the classes under test are the ones the build rewrote with it.
 */
class ByteBuddyPluginTest {

  @Test
  void thePluginMakesTheGeneratedIdClassAnEmbeddableAsEveryJMoleculesIdentifier() {
    assertTrue(OrderId.class.isAnnotationPresent(Embeddable.class));
  }

  @Test
  void hibernateRefusesToBootAnEmbeddableIdClassWithAMessageThatNamesTheFix() {
    Configuration configuration =
        new Configuration()
            .addAnnotatedClass(Order.class)
            .setProperty("hibernate.connection.url", "jdbc:h2:mem:bytebuddy;DB_CLOSE_DELAY=-1")
            .setProperty("hibernate.hbm2ddl.auto", "create-drop");

    MappingException error =
        assertThrows(MappingException.class, () -> configuration.buildSessionFactory().close());

    assertEquals(
        "[ObjectIdKey] dev.objectidkey.bytebuddy.OrderId is annotated @Embeddable, as jMolecules'"
            + " ByteBuddy plugin annotates every jMolecules Identifier (and the generated id"
            + " classes are identifiers), so Hibernate would map it as an embeddable instead of its"
            + " 12 bytes; remove jmolecules-bytebuddy from the build: the generated id classes and"
            + " association converters need no bytecode plugin",
        error.getMessage());
  }
}
