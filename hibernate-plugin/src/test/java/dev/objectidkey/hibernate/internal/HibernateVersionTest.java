package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hibernate.HibernateException;
import org.hibernate.Version;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HibernateVersionTest {

  @ParameterizedTest
  @ValueSource(strings = {"6.6.0.Final", "6.6.56.Final", "7.2.19.Final", "7.4.16.Final", "7.4"})
  void supportedLinesPass(String version) {
    assertTrue(HibernateVersion.check(version));
  }

  @ParameterizedTest
  @ValueSource(strings = {"6.5.3.Final", "6.2.0.CR1", "5.6.15.Final"})
  void olderLineFailsNamingTheVersionAndTheSupportedRange(String version) {
    HibernateException e =
        assertThrows(HibernateException.class, () -> HibernateVersion.check(version));
    assertEquals(
        "[ObjectIdKey] this is Hibernate ORM "
            + version
            + ", but objectidkey-hibernate"
            + " needs Hibernate ORM 6.6 to 7.4 (tested: 6.6, 7.2, 7.4); upgrade Hibernate (with Spring"
            + " Boot: Boot 3.5 or later manages Hibernate 6.6)",
        e.getMessage());
  }

  @Test
  void newerLineIsAllowedButReportedAsUntested() {
    assertFalse(HibernateVersion.check("7.5.0.Final"));
    assertFalse(HibernateVersion.check("8.0.0.Alpha1"));
  }

  @Test
  void unreadableVersionFails() {
    HibernateException e =
        assertThrows(HibernateException.class, () -> HibernateVersion.check("[WORKING]"));
    assertTrue(e.getMessage().contains("Hibernate ORM [WORKING]"), e.getMessage());
  }

  @Test
  void theRunningHibernateIsTheLineThisModuleTests() {
    // Each module that runs this tree names its Hibernate version (surefire's
    // objectidkey.test.hibernate), so a dependency mix-up cannot test another line unnoticed.
    String expected = System.getProperty("objectidkey.test.hibernate");
    assertNotNull(expected, "the build sets objectidkey.test.hibernate");
    assertEquals(expected, Version.getVersionString());
  }

  @Test
  void theRunningHibernateIsSupportedAndTested() {
    String running = Version.getVersionString();
    assertTrue(HibernateVersion.check(running), running);
    // The tested lines are named once, in HibernateVersion.TESTED: a line module for a line that
    // is not listed there fails here.
    assertTrue(
        HibernateVersion.TESTED.stream().anyMatch(line -> running.startsWith(line + ".")),
        running + " is not one of " + HibernateVersion.TESTED);
  }
}
