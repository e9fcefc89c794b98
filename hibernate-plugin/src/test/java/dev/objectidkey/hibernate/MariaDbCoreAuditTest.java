package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.boot;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.objectidkey.hibernate.coreaudit.Customer;
import dev.objectidkey.hibernate.coreaudit.Note;
import dev.objectidkey.hibernate.coreaudit.Order;
import dev.objectidkey.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * Hibernate 7.4's core auditing on the MariaDB at 127.0.0.1:3306 (skipped without one, unless
 * CI=true): Hibernate 7.4.16 cannot build a SessionFactory with a core-audited entity on MariaDB,
 * with or without typed ids, so {@link CoreAuditSuite} does not run there. docs/envers.md says so.
 */
class MariaDbCoreAuditTest {

  private static final String HIBERNATE_ERROR =
      "Invalid call to getTableName() for multi-table aware AuditMapping implementation";

  @Test
  void hibernateRefusesCoreAuditedEntitiesOnMariaDbWithOrWithoutTypedIds() {
    TestDatabase database = TestDatabase.mariaDb();
    RuntimeException typed =
        assertThrows(
            RuntimeException.class,
            () -> boot(database.dataSource(), "create-drop", Order.class, Customer.class).close());
    assertMessage(typed, HIBERNATE_ERROR);
    RuntimeException plain =
        assertThrows(
            RuntimeException.class,
            () -> boot(database.dataSource(), "create-drop", Note.class).close());
    assertMessage(plain, HIBERNATE_ERROR);
  }
}
