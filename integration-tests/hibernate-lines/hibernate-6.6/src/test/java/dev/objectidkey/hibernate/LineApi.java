package dev.objectidkey.hibernate;

import java.util.List;
import org.hibernate.Session;

/**
 * The calls of the persistence suite whose API differs between Hibernate lines, as Hibernate 6.6
 * spells them (Hibernate 7's are in hibernate-plugin/src/test/hibernate7).
 */
final class LineApi {

  private LineApi() {}

  /** Hibernate 7's {@code Session.findMultiple}: in 6.6, {@code byMultipleIds().multiLoad}. */
  static <T> List<T> findMultiple(Session session, Class<T> type, List<?> ids) {
    return session.byMultipleIds(type).multiLoad(ids);
  }
}
