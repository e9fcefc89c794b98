package dev.objectidkey.hibernate.internal;

import java.lang.System.Logger.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.HibernateException;
import org.hibernate.Version;

/**
 * The Hibernate ORM lines that this plugin supports, checked once at boot.
 *
 * <p>One plugin jar serves every supported line (see {@link GeneratedObjectIdGenerator} for the
 * one place where the lines differ). A line older than {@link #OLDEST} fails the boot with the
 * version found and the supported range; a line newer than {@link #NEWEST_TESTED} is allowed but
 * logged once as untested.
 */
final class HibernateVersion {

  /** The oldest supported line, as {@code {major, minor}}. */
  static final int[] OLDEST = {6, 6};

  /** The newest line that the test suite runs on. */
  static final int[] NEWEST_TESTED = {7, 4};

  /** The supported range, for messages. */
  static final String RANGE = "Hibernate ORM 6.6 to 7.4 (tested: 6.6, 7.2, 7.4)";

  private static final Pattern MAJOR_MINOR = Pattern.compile("(\\d+)\\.(\\d+)(?:\\..*)?");

  private static volatile boolean checked;

  private HibernateVersion() {}

  /** Checks the Hibernate that this class was loaded with; cheap after the first call. */
  static void checkRunning() {
    if (!checked) {
      check(Version.getVersionString());
      checked = true;
    }
  }

  /**
   * Checks {@code version}.
   *
   * @param version a Hibernate version string such as {@code 6.6.56.Final}
   * @return whether the line is one that the test suite runs on
   * @throws HibernateException if the line is older than {@link #OLDEST}, or the version cannot
   *     be read
   */
  static boolean check(String version) {
    Matcher matcher = MAJOR_MINOR.matcher(version == null ? "" : version);
    if (!matcher.matches()) {
      throw new HibernateException(MappingError.UNSUPPORTED_HIBERNATE.message(version, RANGE));
    }
    int major = Integer.parseInt(matcher.group(1));
    int minor = Integer.parseInt(matcher.group(2));
    if (compare(major, minor, OLDEST) < 0) {
      throw new HibernateException(MappingError.UNSUPPORTED_HIBERNATE.message(version, RANGE));
    }
    if (compare(major, minor, NEWEST_TESTED) > 0) {
      System.getLogger(HibernateVersion.class.getName())
          .log(Level.WARNING, MappingError.UNTESTED_HIBERNATE.message(version, RANGE));
      return false;
    }
    return true;
  }

  private static int compare(int major, int minor, int[] line) {
    return major != line[0] ? Integer.compare(major, line[0]) : Integer.compare(minor, line[1]);
  }
}
