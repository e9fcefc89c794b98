package dev.objectidkey.hibernate;

import java.util.List;
import org.hibernate.Session;

/**
 * The calls of the persistence suite whose API differs between Hibernate lines, as Hibernate 7
 * spells them. Hibernate 6.6's spelling is in {@code integration-tests/hibernate-lines/hibernate-6.6};
 * each line module compiles the shared suite with one of the two.
 */
final class LineApi {

  private LineApi() {}

  /** {@code Session.findMultiple}, new in Hibernate 7.0. */
  static <T> List<T> findMultiple(Session session, Class<T> type, List<?> ids) {
    return session.findMultiple(type, ids);
  }
}
