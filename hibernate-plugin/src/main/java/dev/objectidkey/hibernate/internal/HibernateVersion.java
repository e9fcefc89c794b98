package dev.objectidkey.hibernate.internal;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.HibernateException;
import org.hibernate.Version;

/**
 * The Hibernate ORM lines that this plugin supports, checked once at boot, and the one place that
 * chooses what differs between them.
 *
 * <p>One plugin jar serves every supported line. A line older than {@link #OLDEST} fails the boot
 * with the version found and the supported range; a line newer than {@link #NEWEST_TESTED} is
 * allowed but logged once as untested.
 *
 * <p>Where the lines need different code, the difference is an interface with one implementation
 * per line, each named for its line, and this class creates the running line's, once: the others
 * are never loaded, so none of their references to another line's types is ever resolved. Today
 * that is {@link MappedMembers} ({@link #mappedMembers()}). Every other class of the plugin uses
 * only what all supported lines ship; {@code package-info.java} lists how each known difference
 * is met, and {@code LineLinkageTest}, which runs on every tested line, links every class of the
 * jar against the running line to keep it so.
 */
final class HibernateVersion {

  /**
   * The lines that the test suite runs on, oldest first; the one place in the code that names the
   * supported lines. The first is the oldest supported, the last the newest tested, and the
   * messages' range is made of them. Each module that runs the tests checks that its Hibernate is
   * one of these lines ({@code HibernateVersionTest}).
   */
  static final List<String> TESTED = List.of("6.6", "7.2", "7.4");

  private static final Pattern MAJOR_MINOR = Pattern.compile("(\\d+)\\.(\\d+)(?:\\..*)?");

  /** The oldest supported line, as {@code {major, minor}}. */
  static final int[] OLDEST = majorMinor(TESTED.get(0));

  /** The newest line that the test suite runs on. */
  static final int[] NEWEST_TESTED = majorMinor(TESTED.get(TESTED.size() - 1));

  /** The supported range, for messages. */
  static final String RANGE =
      "Hibernate ORM "
          + TESTED.get(0)
          + " to "
          + TESTED.get(TESTED.size() - 1)
          + " (tested: "
          + String.join(", ", TESTED)
          + ")";

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
      throw unsupported(version);
    }
    int major = Integer.parseInt(matcher.group(1));
    int minor = Integer.parseInt(matcher.group(2));
    if (compare(major, minor, OLDEST) < 0) {
      throw unsupported(version);
    }
    if (compare(major, minor, NEWEST_TESTED) > 0) {
      System.getLogger(HibernateVersion.class.getName())
          .log(Level.WARNING, Message.UNTESTED_HIBERNATE.message(version, RANGE));
      return false;
    }
    return true;
  }

  /**
   * How the running line reads the members of an entity class; created on the first call, for
   * the line that {@link org.hibernate.Version} reports.
   */
  static MappedMembers mappedMembers() {
    return Running.MAPPED_MEMBERS;
  }

  /** The running line's implementations, created on first use (the holder idiom). */
  private static final class Running {
    static final MappedMembers MAPPED_MEMBERS = mappedMembers(Version.getVersionString());
  }

  /**
   * The {@link MappedMembers} of {@code version}'s line. Only the class returned is loaded: each
   * {@code new} resolves its class when it runs, and the return type is an interface, which the
   * verifier does not check.
   */
  private static MappedMembers mappedMembers(String version) {
    if (major(version) < 7) {
      return new Hibernate66MappedMembers();
    }
    return new Hibernate7MappedMembers();
  }

  private static int major(String version) {
    Matcher matcher = MAJOR_MINOR.matcher(version);
    if (!matcher.matches()) {
      throw unsupported(version);
    }
    return Integer.parseInt(matcher.group(1));
  }

  private static HibernateException unsupported(String version) {
    return new HibernateException(Message.UNSUPPORTED_HIBERNATE.message(version, RANGE));
  }

  /** {@code "6.6"} as {@code {6, 6}}. */
  private static int[] majorMinor(String line) {
    Matcher matcher = MAJOR_MINOR.matcher(line);
    if (!matcher.matches()) {
      throw new IllegalArgumentException(line);
    }
    return new int[] {Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2))};
  }

  private static int compare(int major, int minor, int[] line) {
    return major != line[0] ? Integer.compare(major, line[0]) : Integer.compare(minor, line[1]);
  }
}
